export interface GangwayErrorOptions {
  readonly cause?: unknown
  readonly details?: string | undefined
  readonly metaMessages?: readonly string[] | undefined
  readonly docsPath?: string | undefined
}

/**
 * Base of every Gangway error, typed by the messages its family may carry. `message` is `shortMessage`, the
 * exact catalogue text a visitor may see; `details`, `metaMessages` and `docsPath` stay apart as plain fields
 * (gangway/plugin's formatGangwayError renders them all).
 */
export class GangwayError<message extends string = string> extends Error {
  override name: string = 'GangwayError'
  declare readonly shortMessage: message
  declare readonly details: string | undefined
  declare readonly metaMessages: readonly string[] | undefined
  declare readonly docsPath: string | undefined

  constructor(shortMessage: message, options: GangwayErrorOptions = {}) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
    this.details = options.details ?? (options.cause instanceof Error ? options.cause.message : undefined)
    this.metaMessages = options.metaMessages
    this.docsPath = options.docsPath
  }

  /** Follows `cause` from this error: the first error `fn` accepts (else null), or without `fn` the innermost one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let error = this as { cause?: unknown } | null
    while (!fn?.(error)) {
      if (error?.cause == null) return fn ? null : error
      error = error.cause as typeof error
    }
    return error
  }
}
