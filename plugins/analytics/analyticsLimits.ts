/** Timings and limits of the analytics plugin (spec section 9: error reports 5 a minute). */
export const analyticsLimits = {
  /** Queued events are sent together this long after the first of them. */
  batchIntervalMs: 2_000,
  /** A queue this long is sent at once, without waiting for the interval. */
  batchSize: 20,
  /** Most events in one request (the services accept up to 50). */
  maxBatchEvents: 50,
  /** Most bytes of one request body (sendBeacon allows 64 KiB in flight; the services 64 KiB a body). */
  maxBatchBytes: 48 * 1024,
  /** Most events waiting; the oldest are dropped first. */
  queueLimit: 200,
  /** Retries of a failed request, with exponential backoff from `retryBaseMs` (or Retry-After). */
  retries: 3,
  retryBaseMs: 1_000,
  /** Deadline of one request. */
  requestTimeoutMs: 10_000,
  /** Error reports sent at most this many times a minute; the others are dropped. */
  errorReportsPerMinute: 5,
  /** Longest stack trace and longest text value sent, in characters. */
  stackTraceMaxChars: 2_000,
  textMaxChars: 300,
  /** Longest wait for the remote project config before events may leave (it may turn analytics off). */
  remoteConfigWaitMs: 10_000,
}

export type AnalyticsLimits = typeof analyticsLimits
