export interface GangwayErrorOptions {
  readonly cause?: unknown
  readonly details?: string
}

/** Base of every Gangway error: `message` is the exact user-facing text, `details` the technical rest. */
export class GangwayError extends Error {
  override name: string = 'GangwayError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: GangwayErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
  }
}
