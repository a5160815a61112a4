/** Options of createBip122Plugin; the defaults discover wallets on `window`. */
export interface Bip122PluginOptions {
  /** Where btc_providers and the provider objects live; window by default. */
  readonly target?: () => object | undefined
  /** How long a prompt (connect, sign, send) may wait for the visitor (ms, default 300000). */
  readonly promptTimeoutMs?: number
  /** How long a silent request (reconnect, addresses, disconnect) may take (ms, default 10000). */
  readonly silentTimeoutMs?: number
}
