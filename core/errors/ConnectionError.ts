import { GangwayError } from './GangwayError.js'

/** Connecting, reconnecting or disconnecting failed; `message` is from the spec's catalogue. */
export class ConnectionError extends GangwayError {
  override name = 'ConnectionError' as const
}
