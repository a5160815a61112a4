import type { DiscoveryTarget } from './createDiscovery.js'

/** Options of createCosmosPlugin; the defaults discover `window.keplr` and `window.leap`. */
export interface CosmosPluginOptions {
  /** The injected Keplr-compatible objects by source; `{ keplr: window.keplr, leap: window.leap }` by default. */
  readonly injected?: () => Readonly<Record<string, unknown>>
  /** Where the page's load and keplr_keystorechange events arrive; window by default, none when there is no window. */
  readonly target?: DiscoveryTarget | null
  /** How long the wallet may take to answer a prompt (enable, suggest chain, sign) (ms, default 300000). */
  readonly promptTimeoutMs?: number
  /** How long the wallet may take to answer without a prompt (getKey, isEnabled, disable) (ms, default 10000). */
  readonly readTimeoutMs?: number
  /** How long reconnect waits for the stored wallet to be injected (ms, default 1000). */
  readonly registerTimeoutMs?: number
}
