import { GangwayError } from '../errors/GangwayError.js'

/** How a request failed: an error status, no answer in time, no answer at all, aborted, a body that is not JSON, or one too large. */
export type HttpErrorKind = 'status' | 'timeout' | 'network' | 'aborted' | 'parse' | 'size'

/** A failed request to a Gangway service. */
export class HttpError extends GangwayError {
  override name = 'HttpError' as const
  readonly kind: HttpErrorKind
  readonly url: string
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined
  /** The reason the service gave in its error body, if any. */
  readonly reason: string | undefined
  /** A numeric error code of the error body (JSON-RPC style), if any. */
  readonly code: number | undefined

  constructor(
    shortMessage: string,
    options: {
      kind: HttpErrorKind
      url: string
      status?: number | undefined
      reason?: string | undefined
      code?: number | undefined
      cause?: unknown
      details?: string
    },
  ) {
    super(shortMessage, { cause: options.cause, details: options.details ?? `${options.url}` })
    this.kind = options.kind
    this.url = options.url
    this.status = options.status
    this.reason = options.reason
    this.code = options.code
  }
}
