import type { CosmosConnection } from './CosmosConnection.js'

/** What the lazily loaded actions read from the plugin: the live connection and the wallet deadline. */
export interface CosmosRuntime {
  connection(): CosmosConnection | undefined
  /** Deadline of a call the visitor answers in the wallet (ms). */
  readonly promptTimeoutMs: number
}
