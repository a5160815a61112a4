import type { RpcChain } from './RpcChain.js'

/** Options of createRpcProvider. */
export interface RpcProviderOptions {
  readonly chains: readonly RpcChain[]
  /** USD price per symbol (default none: price and value 0). */
  readonly prices?: Readonly<Record<string, number>>
  /** Units of a currency per USD, by lower-case code (default { usd: 1 }); another currency prices at 0. */
  readonly currencyRates?: Readonly<Record<string, number>>
  /** Deadline of one RPC call (default 10,000 ms). */
  readonly timeoutMs?: number
  /** Largest RPC answer read (default 64 KiB). */
  readonly maxResponseBytes?: number
  readonly fetch?: typeof fetch
  /**
   * A chain that failed (unreachable, late, hostile answer) while another chain of the same request answered: its
   * balances are left out of the answer, and it is reported here. When every chain fails, the request fails.
   */
  readonly onChainError?: (caipNetworkId: string, error: unknown) => void
}
