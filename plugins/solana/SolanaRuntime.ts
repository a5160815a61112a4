import type { Network } from '../../core/index.js'
import type { SolanaConnection } from './SolanaConnection.js'

/** What the lazily loaded actions read from the plugin: the live connection, its network, a balance refresh. */
export interface SolanaRuntime {
  connection(): SolanaConnection | undefined
  network(): Network | undefined
  refreshBalance(): void
}
