import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/chainMessages.js'

/** A message of the chain catalogue (core/errors/messages/chainMessages.ts). */
export type ChainErrorMessage = CatalogueMessage<typeof messages>

/** A network, chain or RPC failure: no such network, no adapter or RPC for it, or a read that failed. */
export class ChainError extends GangwayError<ChainErrorMessage> {
  override name: string = 'ChainError'
}
