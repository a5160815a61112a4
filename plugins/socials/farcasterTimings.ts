/** Sign In With Farcaster's timings: a pause between status requests after a failed one, and the most a sign-in may wait past its channel's expiry. */
export const farcasterTimings = { retryPauseMs: 1_000, graceMs: 5_000, maxWaitMs: 900_000 } as const
