/** Swap constants of the spec (section 9): slippage tolerance 1 (%), the default debounce 500 ms for the quote; the confirmation wait. */
export const swapSettings = {
  slippage: 1,
  quoteDebounceMs: 500,
  pollMs: 500,
  confirmTimeoutMs: 120_000,
} as const
