import type { Network, ResolvedConfig } from '../../entries/plugin.js'
import type { SolanaConnection } from './SolanaConnection.js'

/** What the lazily loaded actions read from the plugin: the live connection, its network, a balance refresh. */
export interface SolanaRuntime {
  connection(): SolanaConnection | undefined
  network(): Network | undefined
  refreshBalance(): void
  /** The resolved config (endpoints, projectId, fetch) while the plugin is set up. */
  config(): ResolvedConfig | undefined
  /** Timeout of one chain RPC attempt (ms). */
  readonly rpcTimeoutMs: number
}
