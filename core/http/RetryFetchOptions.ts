/** Options of createRetryFetch; the defaults are the chain RPC constants of spec section 9. */
export interface RetryFetchOptions {
  readonly fetch?: typeof fetch | undefined
  /** Retries after the first attempt (3). */
  readonly retries?: number
  /** Timeout of one attempt, body included (10,000 ms). */
  readonly timeoutMs?: number
  /** Base of the exponential backoff when there is no Retry-After (150 ms). */
  readonly retryBaseMs?: number
  /** Longest body accepted, in characters (16 MiB). */
  readonly maxBytes?: number
}
