import type { UniversalProvider } from '@walletconnect/universal-provider'
import {
  ChainError,
  type ChainNamespace,
  ConnectionError,
  connectBeforeRequest,
  jsonRpcProviderNotFound,
  RpcError,
} from '../../entries/plugin.js'
import { namespaceRpc } from './namespaceRpc.js'
import { sessionAccounts } from './sessionAccounts.js'
import { toWalletRequestError } from './toWalletRequestError.js'

type Provider = InstanceType<typeof UniversalProvider>

/** The chains a session namespace approved (its `chains`, or those of its accounts). */
const approvedChains = (namespace: { chains?: string[]; accounts: string[] }) =>
  namespace.chains ?? namespace.accounts.map((account) => account.split(':', 2).join(':'))

/**
 * A request of a non-EVM namespace over the session (WalletConnect's JSON-RPC of that namespace, params
 * as the wallet expects them), sent for the `active` network, which the wallet must have approved.
 * Account requests of `namespaceRpc[namespace].local` are answered from the session, those on `active`
 * first; any other method reaches the wallet only when Gangway proposed it and the wallet approved it.
 */
export async function requestNamespace(
  provider: Provider,
  namespace: ChainNamespace,
  args: { readonly method: string; readonly params?: unknown },
  active: string | undefined,
): Promise<unknown> {
  if (!provider.session) throw new ConnectionError(connectBeforeRequest)
  const approved = provider.session.namespaces[namespace]
  const rpc = namespaceRpc[namespace]
  if (!approved || !rpc)
    throw new ChainError(jsonRpcProviderNotFound, { details: `The session has no ${namespace} namespace` })
  const chains = approvedChains(approved)
  const chain = active ?? chains[0]
  const local = rpc.local?.[args.method]
  if (local) return sessionAccounts(approved.accounts, chain).map(local)
  if (!rpc.methods.includes(args.method) || !approved.methods.includes(args.method))
    throw new RpcError(4200, { details: `${args.method} is not approved by the wallet` })
  if (!chain || !chains.includes(chain))
    throw new RpcError(4100, { details: `Chain ${String(chain)} is not approved by the wallet` })
  const given = (args.params ?? {}) as Record<string, unknown>
  const params =
    rpc.accountParam && typeof given === 'object' && given[rpc.accountParam] === undefined
      ? { ...given, [rpc.accountParam]: sessionAccounts(approved.accounts, chain)[0] }
      : args.params
  try {
    return await provider.request({ method: args.method, params: params as never }, chain)
  } catch (cause) {
    throw toWalletRequestError(args.method, cause)
  }
}
