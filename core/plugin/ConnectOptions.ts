import type { Network } from '../types/Network.js'

/** What the kernel passes to a chain adapter's connect and reconnect. */
export interface ConnectOptions {
  readonly network?: Network
  /** Aborted when the attempt is abandoned; its reason is the ConnectionError the caller sees. */
  readonly signal?: AbortSignal
}
