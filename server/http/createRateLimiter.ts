import type { RateLimit } from './RateLimit.js'

const DEFAULT_MAX_KEYS = 100_000

/** Fixed-window counters per key, in memory; a new window forgets the old one (memory stays bounded). */
export function createRateLimiter(
  rule: RateLimit,
  options: { readonly now?: () => number; readonly maxKeys?: number } = {},
): {
  /** Counts one request of `key`: undefined when allowed, else the seconds until the window ends. */
  take(key: string): number | undefined
} {
  const now = options.now ?? Date.now
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS
  const windowMs = Math.max(1, rule.windowMs)
  let window = -1
  let counts = new Map<string, number>()
  return {
    take(key) {
      const time = now()
      const current = Math.floor(time / windowMs)
      if (current !== window) {
        window = current
        counts = new Map()
      }
      const count = counts.get(key) ?? 0
      const retryAfter = Math.max(1, Math.ceil(((current + 1) * windowMs - time) / 1000))
      if (count >= rule.limit) return retryAfter
      if (count === 0 && counts.size >= maxKeys) return retryAfter
      counts.set(key, count + 1)
      return undefined
    },
  }
}
