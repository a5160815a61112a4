import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DevServicesControls } from './DevServicesControls.js'

/** A node:http handler of the dev services (standalone, or Vite/connect middleware calling `next` outside them), with its controls. */
export interface DevServicesHandler extends DevServicesControls {
  (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void): void
  /** Closes the server (its waiting analytics events committed, its database closed). */
  close(): Promise<void>
}
