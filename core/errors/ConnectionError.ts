import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/connectionMessages.js'

/** A message of the connection catalogue (core/errors/messages/connectionMessages.ts). */
export type ConnectionErrorMessage = CatalogueMessage<typeof messages>

/** Connecting, reconnecting, disconnecting or reaching the connected wallet failed. */
export class ConnectionError extends GangwayError<ConnectionErrorMessage> {
  override name = 'ConnectionError' as const
}
