const RETRY_CODES: readonly number[] = [-1, -32005, -32603]
const RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
const MAX_DELAY_MS = 30_000

/**
 * Whether a failed request is worth retrying (spec section 8): a numeric error code decides first
 * (-1, -32005 limit exceeded, -32603 internal error), then the HTTP status; no status at all
 * (network failure, timeout) is retried.
 */
export function shouldRetry({
  status,
  code,
}: {
  status?: number | undefined
  code?: number | undefined
}): boolean {
  if (typeof code === 'number') return RETRY_CODES.includes(code)
  if (typeof status === 'number' && status > 0) return RETRY_STATUSES.includes(status)
  return true
}

function parseRetryAfter(retryAfter: string, now: number): number | undefined {
  const value = retryAfter.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1_000
  if (!/[a-z]/i.test(value)) return undefined
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * Milliseconds to wait before retry number `attempt` (0 for the first retry): the Retry-After header
 * (seconds or HTTP date) when valid, else `baseMs * 2 ** attempt`; never more than 30 s.
 */
export function retryDelay(
  attempt: number,
  retryAfter?: string | null,
  baseMs = 150,
  now = Date.now(),
): number {
  if (typeof retryAfter === 'string') {
    const delay = parseRetryAfter(retryAfter, now)
    if (delay !== undefined) return Math.min(delay, MAX_DELAY_MS)
  }
  const exponent = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0
  const base = Number.isFinite(baseMs) && baseMs > 0 ? baseMs : 0
  return Math.min(base * 2 ** exponent, MAX_DELAY_MS)
}
