/** How often Send asks the chain whether a transaction is confirmed, and how long it waits before it says it is still pending. */
export const sendTimings = { pollMs: 1_000, confirmTimeoutMs: 120_000 } as const
