import { GangwayError, type GangwayErrorOptions } from './GangwayError.js'

/** A transaction that could not be made, signed or sent; chain plugins add their node's reasons. */
export class TransactionError<reason extends string = string> extends GangwayError {
  override name: string = 'TransactionError'
  readonly reason: reason

  constructor(shortMessage: string, options: GangwayErrorOptions & { readonly reason: reason }) {
    super(shortMessage, options)
    this.reason = options.reason
  }
}
