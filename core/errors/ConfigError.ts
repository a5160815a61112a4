import type { CaipErrorMessage } from './CaipError.js'
import type { CatalogueMessage } from './CatalogueMessage.js'
import { GangwayError } from './GangwayError.js'
import type * as messages from './messages/configMessages.js'

/** A message of the configuration catalogue (core/errors/messages/configMessages.ts). */
export type ConfigErrorMessage = CatalogueMessage<typeof messages>

/** A host configuration that Gangway cannot work with. */
export class ConfigError extends GangwayError<ConfigErrorMessage | CaipErrorMessage> {
  override name = 'ConfigError' as const
}
