/** The on-ramp's waits: the quote's debounce (the spec's default 500 ms), the checkout window polled every second (as the social popup), and given 15 minutes at most. */
export const onrampTimings = {
  quoteDebounceMs: 500,
  popupPollMs: 1_000,
  checkoutDeadlineMs: 15 * 60_000,
} as const
