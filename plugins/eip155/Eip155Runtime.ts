import type { Network } from '../../core/index.js'
import type { Eip155Connection } from './Eip155Connection.js'

/** What the lazily loaded actions read from the plugin: the live connection and the network it is on. */
export interface Eip155Runtime {
  connection(): Eip155Connection | undefined
  network(): Network | undefined
}
