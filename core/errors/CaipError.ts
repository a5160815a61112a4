import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/caipMessages.js'

/** A message of the CAIP catalogue (core/errors/messages/caipMessages.ts). */
export type CaipErrorMessage = CatalogueMessage<typeof messages>

/** A malformed CAIP-2 network id or CAIP-10 address. */
export class CaipError extends GangwayError<CaipErrorMessage> {
  override name = 'CaipError' as const
}
