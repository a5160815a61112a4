import { type ChainAdapter, createNativeBalanceReader } from '../../entries/plugin.js'
import type { SolanaRuntime } from './SolanaRuntime.js'

const lamportsOf = (result: unknown) => {
  const lamports = (result as { value?: unknown } | null)?.value
  return typeof lamports === 'number' && Number.isSafeInteger(lamports) && lamports >= 0
    ? BigInt(lamports)
    : undefined
}

/** SOL balances by getBalance (confirmed) over the network's transports (retried, with fallback), in its own chunk. */
export function createSolBalanceReader(runtime: SolanaRuntime): {
  readonly getBalance: NonNullable<ChainAdapter['getBalance']>
} {
  return {
    getBalance: createNativeBalanceReader({
      config: runtime.config,
      timeoutMs: runtime.rpcTimeoutMs,
      method: 'getBalance',
      params: (address) => [address, { commitment: 'confirmed' }],
      read: lamportsOf,
    }),
  }
}
