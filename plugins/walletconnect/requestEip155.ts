import type { UniversalProvider } from '@walletconnect/universal-provider'

type Provider = InstanceType<typeof UniversalProvider>

import {
  ChainError,
  ConnectionError,
  connectBeforeRequest,
  jsonRpcProviderNotFound,
  noRpcUrl,
  RpcError,
} from '../../entries/plugin.js'
import { sessionAccounts } from './sessionAccounts.js'
import { toWalletRequestError } from './toWalletRequestError.js'

type Args = { readonly method: string; readonly params?: unknown }

/** Methods the universal provider answers itself, without the wallet or an RPC. */
const LOCAL = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain'])

const targetChain = (params: unknown) => {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  const value = typeof first?.chainId === 'string' ? first.chainId : ''
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new RpcError(-32602, { details: `Invalid chainId ${String(first?.chainId)}` })
  return chainId
}

/** The eip155 chain the session is on now, and the namespace the wallet approved. */
export function eip155Session(provider: Provider) {
  if (!provider.session) throw new ConnectionError(connectBeforeRequest)
  const namespace = provider.session.namespaces.eip155
  const sub = provider.rpcProviders.eip155
  if (!namespace || !sub)
    throw new ChainError(jsonRpcProviderNotFound, { details: 'The session has no eip155 namespace' })
  const chainId = Number(sub.getDefaultChain())
  const chains =
    namespace.chains ?? namespace.accounts.map((account: string) => account.split(':', 2).join(':'))
  return { namespace, chainId, chains }
}

/**
 * An EIP-1193 request of the eip155 namespace over the session: wallet methods go to the wallet, reads
 * to the configured RPC (`rpcMap`); a chain without one fails instead of falling back to a vendor RPC.
 * A wallet's WalletConnect rejection (5000) of a request the visitor approves is the user-rejected 4001.
 */
export async function requestEip155(
  provider: Provider,
  args: Args,
  rpcMap: Readonly<Record<string, string>>,
): Promise<unknown> {
  const { namespace, chainId, chains } = eip155Session(provider)
  const caip = `eip155:${chainId}`
  switch (args.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return sessionAccounts(namespace.accounts, caip)
    case 'eth_chainId':
      return `0x${chainId.toString(16)}`
    case 'wallet_switchEthereumChain': {
      const target = targetChain(args.params)
      if (!chains.includes(`eip155:${target}`) && !namespace.methods.includes('wallet_switchEthereumChain'))
        throw new RpcError(4100, {
          details: `Chain eip155:${target} is not approved by the wallet and it does not support wallet_switchEthereumChain`,
        })
      if (!rpcMap[String(target)]) throw new ChainError(noRpcUrl, { details: `eip155:${target}` })
      break
    }
  }
  if (!LOCAL.has(args.method) && !namespace.methods.includes(args.method) && !rpcMap[String(chainId)])
    throw new ChainError(noRpcUrl, { details: caip })
  try {
    return await provider.request({ method: args.method, params: args.params as never }, caip)
  } catch (cause) {
    throw toWalletRequestError(args.method, cause)
  }
}
