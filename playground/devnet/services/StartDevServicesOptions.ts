import type { DevServicesOptions } from './DevServicesOptions.js'

/** Options of startDevServices: the handler's, plus where to listen. */
export interface StartDevServicesOptions extends DevServicesOptions {
  /** Port (default 0: a free one). */
  readonly port?: number
  /** Host (default '127.0.0.1'). */
  readonly host?: string
}
