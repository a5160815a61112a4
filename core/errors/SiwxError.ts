import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/siwxMessages.js'

/** A message of the SIWX catalogue (core/errors/messages/siwxMessages.ts). */
export type SiwxErrorMessage = CatalogueMessage<typeof messages>

/** Signing in with the connected wallet (SIWX) failed. */
export class SiwxError extends GangwayError<SiwxErrorMessage> {
  override name = 'SiwxError' as const
}
