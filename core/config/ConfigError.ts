import { GangwayError } from '../errors/GangwayError.js'

/** A host configuration that Gangway cannot work with. */
export class ConfigError extends GangwayError {
  override name = 'ConfigError' as const
}
