/** Timings of the secure frame (spec section 9). */
export const frameTimings = {
  loadTimeoutMs: 20_000,
  readyDelayMs: 500,
  longRequestTimeoutMs: 120_000,
  signOutWaitMs: 3_000,
} as const
