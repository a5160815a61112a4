/**
 * The portfolio's constants: spec section 9's caches (portfolio 30 s) and balance retry block (30 s), a
 * deadline per service or wallet call, and the caps on what an answer may hold (more is cut, never trusted).
 */
export const portfolioLimits = {
  cacheMs: 30_000,
  retryBlockMs: 30_000,
  deadlineMs: 10_000,
  maxTokens: 1_000,
  maxPageItems: 200,
  maxTransfers: 20,
  maxText: 120,
  maxCursor: 512,
  maxBytes: 2 * 1024 * 1024,
} as const
