/** The name plugin's constants: the spec's minimum length and name-lookup cache, and this plugin's own deadlines and caps. */
export const namesLimits = {
  minLength: 4,
  maxLength: 63,
  cacheMs: 5 * 60_000,
  cacheEntries: 200,
  requestTimeoutMs: 10_000,
  maxAnswerBytes: 64 * 1024,
  maxSuggestions: 10,
  maxReverse: 20,
  suggestionsDebounceMs: 500,
  resolveDebounceMs: 300,
} as const
