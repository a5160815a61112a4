import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { Network, PluginContext } from '../../entries/plugin.js'
import { buildOptionalNamespaces } from './buildOptionalNamespaces.js'
import type { OneClickSiwx } from './OneClickSiwx.js'

type Provider = InstanceType<typeof UniversalProvider>
type AuthenticateParams = Parameters<Provider['authenticate']>[0]

const isOneClickSiwx = (value: unknown): value is OneClickSiwx =>
  typeof (value as OneClickSiwx | undefined)?.oneClickRequest === 'function' &&
  typeof (value as OneClickSiwx | undefined)?.acceptCacao === 'function'

/**
 * WalletConnect one-click sign-in: when SIWX is on and the pairing serves eip155 alone, the `authenticate`
 * parameters (the SIWX fields with a nonce from the backend, every eip155 network, active first, and the
 * methods as a ReCap) and the siwx plugin that keeps the CACAO; undefined otherwise (connect, then sign).
 */
export async function oneClickAuthenticate(
  ctx: PluginContext,
  networks: readonly Network[],
  served: readonly string[],
): Promise<{ readonly params: AuthenticateParams; readonly siwx: OneClickSiwx } | undefined> {
  const siwx = ctx.getPlugin('siwx' as string)
  if (!isOneClickSiwx(siwx)) return undefined
  const active = ctx.stores.networks.getState().active
  const proposal = buildOptionalNamespaces(
    networks,
    served as Parameters<typeof buildOptionalNamespaces>[1],
    active,
  )
  const eip155 = proposal.eip155
  if (!eip155 || Object.keys(proposal).length !== 1) return undefined
  const [chainId] = eip155.chains
  if (!chainId) return undefined
  const request = await siwx.oneClickRequest(chainId)
  if (!request) return undefined
  const params: AuthenticateParams = {
    chains: eip155.chains,
    methods: eip155.methods,
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    iat: request.issuedAt,
    type: 'caip122',
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.expirationTime ? { exp: request.expirationTime } : {}),
    ...(request.notBefore ? { nbf: request.notBefore } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.resources?.length ? { resources: [...request.resources] } : {}),
  }
  return { params, siwx }
}
