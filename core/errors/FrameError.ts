import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/frameMessages.js'

/** A message of the secure-frame catalogue (core/errors/messages/frameMessages.ts). */
export type FrameErrorMessage = CatalogueMessage<typeof messages>

/** The secure frame of the embedded wallet failed to load or to answer. */
export class FrameError extends GangwayError<FrameErrorMessage> {
  override name = 'FrameError' as const
}
