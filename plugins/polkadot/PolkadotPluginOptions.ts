/** Options of createPolkadotPlugin; the defaults read window.injectedWeb3. */
export interface PolkadotPluginOptions {
  /** The name shown by extensions asking the visitor to allow the site (web3Enable); the host's metadata name by default. */
  readonly appName?: string
  /** How long connecting waits for the extension's approval and accounts (ms, default 120000). */
  readonly enableTimeoutMs?: number
  /** How long a silent reconnect waits for an authorised extension to answer before giving up without a prompt (ms, default 1500). */
  readonly reconnectTimeoutMs?: number
  /** How long reconnect waits for the stored extension to be injected (ms, default 1000). */
  readonly registerTimeoutMs?: number
  /** How long a signature request waits for the wallet (ms, default 120000). */
  readonly requestTimeoutMs?: number
}
