import { ChainError } from '../errors/ChainError.js'
import { tokenBalanceUnavailable } from '../errors/messages/tokenBalanceUnavailable.js'
import { formatExactUnits } from '../format/formatExactUnits.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { chainRpcUrls } from './chainRpcUrls.js'
import { createRpcClient } from './createRpcClient.js'

export interface NativeBalanceQuery {
  /** The resolved config (endpoints, projectId, fetch) while the plugin is set up. */
  readonly config: () => ResolvedConfig | undefined
  readonly timeoutMs: number
  readonly method: string
  readonly params: (address: string) => unknown
  /** The balance in the smallest unit from the node's answer, or undefined when it has none. */
  readonly read: (result: unknown) => bigint | undefined
}

/**
 * A chain adapter's getBalance over JSON-RPC (retried, with fallback between the network's transports): the
 * node's integer in the smallest unit, formatted as formatUnits does with the network's native decimals; Token Balance Unavailable
 * when the answer holds none.
 */
export function createNativeBalanceReader(
  query: NativeBalanceQuery,
): NonNullable<ChainAdapter['getBalance']> {
  const rpc = createRpcClient({ fetch: query.config()?.fetch, timeoutMs: query.timeoutMs })
  return async (address, network, options) => {
    const urls = chainRpcUrls(network, query.config() ?? {})
    const value = query.read(await rpc.request(urls, query.method, query.params(address), options?.signal))
    if (value === undefined)
      throw new ChainError(tokenBalanceUnavailable, { details: `${query.method} returned no balance` })
    const { decimals, symbol } = network.nativeCurrency
    return { value: formatExactUnits(value, decimals), symbol }
  }
}
