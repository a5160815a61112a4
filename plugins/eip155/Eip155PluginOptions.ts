import type { DiscoveryTarget } from './createDiscovery.js'
import type { Eip6963ProviderDetail } from './Eip6963ProviderDetail.js'

/** Options of createEip155Plugin; the defaults discover wallets on `window`. */
export interface Eip155PluginOptions {
  /** Wallets to list as if announced (for pages, tests or Node without a window). */
  readonly providers?: readonly Eip6963ProviderDetail[]
  /** Where EIP-6963 events are exchanged; window by default, none when there is no window. */
  readonly target?: DiscoveryTarget | null
  /** The legacy injected provider; window.ethereum by default. */
  readonly injected?: () => unknown
  /** How long reconnect waits for the stored wallet's announcement (ms, default 1000). */
  readonly announceTimeoutMs?: number
  /** Timeout of one chain RPC attempt, balance and viem reads alike (ms, default 10000). */
  readonly rpcTimeoutMs?: number
}
