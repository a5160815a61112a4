import type { DiscoveryTarget } from './createDiscovery.js'
import type { StandardWallet } from './StandardWallet.js'

/** Options of createSolanaPlugin; the defaults discover wallets on `window`. */
export interface SolanaPluginOptions {
  /** Wallet Standard wallets to list as if registered (for pages, tests or Node without a window). */
  readonly wallets?: readonly StandardWallet[]
  /** Where Wallet Standard events are exchanged; window by default, none when there is no window. */
  readonly target?: DiscoveryTarget | null
  /** The legacy injected provider; window.phantom.solana, else window.solana, by default. */
  readonly injected?: () => unknown
  /** How long reconnect waits for the stored wallet to register (ms, default 1000). */
  readonly registerTimeoutMs?: number
  /** Timeout of one chain RPC attempt, balance and web3.js reads alike (ms, default 10000). */
  readonly rpcTimeoutMs?: number
}
