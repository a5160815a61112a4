import {
  type ChainAdapter,
  ChainError,
  chainRpcUrls,
  createRpcClient,
  tokenBalanceUnavailable,
} from '../../entries/plugin.js'
import { formatLamports } from './formatLamports.js'
import type { SolanaRuntime } from './SolanaRuntime.js'

/** SOL balances by getBalance (confirmed) over the network's transports (retried, with fallback), in its own chunk. */
export function createSolBalanceReader(runtime: SolanaRuntime): NonNullable<ChainAdapter['getBalance']> {
  const rpc = createRpcClient({ fetch: runtime.config()?.fetch, timeoutMs: runtime.rpcTimeoutMs })
  return async (address, network, options) => {
    const urls = chainRpcUrls(network, runtime.config() ?? {})
    const result = await rpc.request(
      urls,
      'getBalance',
      [address, { commitment: 'confirmed' }],
      options?.signal,
    )
    const lamports = (result as { value?: unknown } | null)?.value
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0)
      throw new ChainError(tokenBalanceUnavailable, { details: 'getBalance returned no lamports' })
    const { decimals, symbol } = network.nativeCurrency
    return { value: formatLamports(BigInt(lamports), decimals), symbol }
  }
}
