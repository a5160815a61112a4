import type { PolkadotConnection } from './PolkadotConnection.js'

/** What the lazily loaded actions read from the plugin. */
export interface PolkadotRuntime {
  connection(): PolkadotConnection | undefined
  /** How long a signature request may wait for the wallet (ms). */
  readonly requestTimeoutMs: number
}
