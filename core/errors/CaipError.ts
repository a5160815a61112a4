import { GangwayError, type GangwayErrorOptions } from './GangwayError.js'

export type CaipErrorMessage = 'Invalid CAIP-2 network id' | 'Invalid CAIP-10 address'

/** A malformed CAIP-2 network id or CAIP-10 address. */
export class CaipError extends GangwayError {
  override name = 'CaipError' as const
  declare readonly shortMessage: CaipErrorMessage

  constructor(shortMessage: CaipErrorMessage, options: GangwayErrorOptions = {}) {
    super(shortMessage, options)
  }
}
