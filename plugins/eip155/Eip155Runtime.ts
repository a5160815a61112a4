import type { Network, ResolvedConfig } from '../../entries/plugin.js'
import type { Eip155Connection } from './Eip155Connection.js'

/** What the lazily loaded actions read from the plugin: the live connection, the network it is on, the config. */
export interface Eip155Runtime {
  connection(): Eip155Connection | undefined
  network(): Network | undefined
  /** The resolved config (endpoints, projectId, fetch) while the plugin is set up. */
  config(): ResolvedConfig | undefined
  /** Timeout of one chain RPC attempt (ms). */
  readonly rpcTimeoutMs: number
}
