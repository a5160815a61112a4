import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError, type GangwayErrorOptions } from './GangwayError.js'
import type * as messages from './messages/siwxMessages.js'

/** A message of the SIWX catalogue (core/errors/messages/siwxMessages.ts). */
export type SiwxErrorMessage = CatalogueMessage<typeof messages>

/** Signing in with the connected wallet (SIWX) failed. */
export class SiwxError extends GangwayError {
  override name = 'SiwxError' as const

  constructor(shortMessage: SiwxErrorMessage, options: GangwayErrorOptions = {}) {
    super(shortMessage, options)
  }
}
