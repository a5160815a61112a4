import { ConnectionError } from '../../core/index.js'
import { failedToConnect } from '../../core/kit/index.js'

/** The ConnectionError 'Failed to connect' the adapter throws, saying what went wrong; its own chunk, loaded on failure. */
export function failure(details: string): ConnectionError {
  return new ConnectionError(failedToConnect, { details })
}
