import { ConnectionError, failedToConnect } from '../../entries/plugin.js'

/** The ConnectionError 'Failed to connect' the adapter throws, saying what went wrong; its own chunk, loaded on failure. */
export function failure(details: string): ConnectionError {
  return new ConnectionError(failedToConnect, { details })
}
