export interface GangwayErrorOptions {
  readonly cause?: unknown
  readonly details?: string | undefined
  readonly metaMessages?: readonly string[] | undefined
  readonly docsPath?: string | undefined
}

/**
 * Base of every Gangway error. `message` is `shortMessage`, the exact catalogue text a visitor may see;
 * `details`, `metaMessages` and `docsPath` stay apart (formatGangwayError renders them all).
 */
export class GangwayError extends Error {
  override name: string = 'GangwayError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, options: GangwayErrorOptions = {}) {
    const { cause } = options
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = options.details ?? (cause instanceof Error ? cause.message : undefined)
    this.metaMessages = options.metaMessages
    this.docsPath = options.docsPath ?? (cause instanceof GangwayError ? cause.docsPath : undefined)
  }

  /** Follows `cause` from this error: the first error `fn` accepts (else null), or without `fn` the innermost one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let error: unknown = this
    for (;;) {
      if (fn?.(error)) return error
      seen.add(error)
      const cause = (error as { cause?: unknown } | null)?.cause
      if (cause === undefined || cause === null || seen.has(cause)) return fn ? null : error
      error = cause
    }
  }
}
