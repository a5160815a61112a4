import type { Endpoints } from '../../../core/index.js'
import type { DevServicesControls } from './DevServicesControls.js'
import type { DevServicesHandler } from './DevServicesHandler.js'

/** The dev services on their own HTTP server. */
export interface DevServices extends DevServicesControls {
  /** The server's origin, e.g. 'http://127.0.0.1:41234'. */
  readonly url: string
  /** Gangway endpoints pointing at this server (relay and secureFrame are placeholders it does not serve). */
  readonly endpoints: Endpoints
  readonly handler: DevServicesHandler
  stop(): Promise<void>
}
