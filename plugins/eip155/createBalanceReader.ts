import {
  type ChainAdapter,
  ChainError,
  chainRpcUrls,
  createRpcClient,
  tokenBalanceUnavailable,
} from '../../entries/plugin.js'
import type { Eip155Runtime } from './Eip155Runtime.js'
import { formatWei } from './formatWei.js'

/** Native balances by eth_getBalance over the network's transports (retried, with fallback), in its own chunk. */
export function createBalanceReader(runtime: Eip155Runtime): NonNullable<ChainAdapter['getBalance']> {
  const rpc = createRpcClient({ fetch: runtime.config()?.fetch, timeoutMs: runtime.rpcTimeoutMs })
  return async (address, network, options) => {
    const urls = chainRpcUrls(network, runtime.config() ?? {})
    const result = await rpc.request(urls, 'eth_getBalance', [address, 'latest'], options?.signal)
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result))
      throw new ChainError(tokenBalanceUnavailable, { details: 'eth_getBalance returned no quantity' })
    const { decimals, symbol } = network.nativeCurrency
    return { value: formatWei(BigInt(result), decimals), symbol }
  }
}
