import type { UniversalProvider } from '@walletconnect/universal-provider'
import {
  ChainError,
  ConnectionError,
  connectBeforeRequest,
  jsonRpcProviderNotFound,
  RpcError,
} from '../../entries/plugin.js'
import { SOLANA_METHODS } from './buildOptionalNamespaces.js'
import { sessionAccounts } from './sessionAccounts.js'
import { toWalletRequestError } from './toWalletRequestError.js'

type Provider = InstanceType<typeof UniversalProvider>

/** The solana accounts the session approved as WalletConnect's `[{ pubkey }]`, those on `chain` first; [] without a solana namespace. */
export function solanaAccounts(provider: Provider, chain?: string): { pubkey: string }[] {
  const accounts = provider.session?.namespaces.solana?.accounts ?? []
  return sessionAccounts(accounts, chain).map((pubkey) => ({ pubkey }))
}

/**
 * A request of the solana namespace over the session (WalletConnect's Solana JSON-RPC, params as the
 * wallet expects them: base58 messages, base64 transactions), sent for the `active` network, which
 * the wallet must have approved. Only the methods Gangway proposes go to the wallet.
 */
export async function requestSolana(
  provider: Provider,
  args: { readonly method: string; readonly params?: unknown },
  active: string | undefined,
): Promise<unknown> {
  if (!provider.session) throw new ConnectionError(connectBeforeRequest)
  const namespace = provider.session.namespaces.solana
  if (!namespace)
    throw new ChainError(jsonRpcProviderNotFound, { details: 'The session has no solana namespace' })
  const chains =
    namespace.chains ?? namespace.accounts.map((account: string) => account.split(':', 2).join(':'))
  const chain = active ?? chains[0]
  if (args.method === 'solana_getAccounts' || args.method === 'solana_requestAccounts')
    return solanaAccounts(provider, chain)
  if (
    !(SOLANA_METHODS as readonly string[]).includes(args.method) ||
    !namespace.methods.includes(args.method)
  )
    throw new RpcError(4200, { details: `${args.method} is not approved by the wallet` })
  if (!chain || !chains.includes(chain))
    throw new RpcError(4100, { details: `Chain ${String(chain)} is not approved by the wallet` })
  try {
    return await provider.request({ method: args.method, params: args.params as never }, chain)
  } catch (cause) {
    throw toWalletRequestError(args.method, cause)
  }
}
