/** A failure to inject: matching requests answer `status` `times` times (default until cleared); a string path matches the full path, the path under the base path or under its service, a RegExp the full path. */
export interface DevFailure {
  readonly path: string | RegExp
  readonly status: 429 | 500 | 502 | 503
  readonly times?: number
  /** Retry-After in seconds (429 defaults to 1). */
  readonly retryAfter?: number
}
