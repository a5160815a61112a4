import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/namesMessages.js'

/** A message of the name-service catalogue (core/errors/messages/namesMessages.ts). */
export type NamesErrorMessage = CatalogueMessage<typeof messages>

/** Resolving, suggesting or registering a name failed. */
export class NamesError extends GangwayError<NamesErrorMessage> {
  override name = 'NamesError' as const
}
