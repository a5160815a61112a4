/** The social popup's timings (spec section 10): polled every second; given up after ten minutes (the sign-in's life at the auth service). */
export const socialTimings = { pollMs: 1_000, deadlineMs: 600_000, width: 600, height: 800 } as const
