import { describe, expect, it } from 'vitest'
import { retryDelay, shouldRetry } from './retryPolicy.js'

describe('shouldRetry', () => {
  it('retries the statuses of spec section 8 and nothing else', () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504])
      expect(shouldRetry({ status }), `${status}`).toBe(true)
    for (const status of [200, 400, 401, 404, 409, 422, 501, 505])
      expect(shouldRetry({ status }), `${status}`).toBe(false)
  })

  it('retries the codes -1, limit exceeded and internal error; a code decides before the status', () => {
    for (const code of [-1, -32005, -32603]) expect(shouldRetry({ code })).toBe(true)
    for (const code of [-32600, -32601, 4001, 4902]) expect(shouldRetry({ code })).toBe(false)
    expect(shouldRetry({ code: 4001, status: 503 })).toBe(false)
  })

  it('retries when there is no status at all (network failure, timeout)', () => {
    expect(shouldRetry({})).toBe(true)
    expect(shouldRetry({ status: 0 })).toBe(true)
  })
})

describe('retryDelay', () => {
  it('backs off exponentially from the base delay', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt))).toEqual([150, 300, 600, 1_200])
    expect(retryDelay(2, null, 100)).toBe(400)
    expect(retryDelay(40)).toBe(30_000)
    expect(retryDelay(-1)).toBe(150)
  })

  it('honours Retry-After in seconds or as an HTTP date, capped at 30 s', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryDelay(3, '2', 150, now)).toBe(2_000)
    expect(retryDelay(0, '0', 150, now)).toBe(0)
    expect(retryDelay(0, 'Thu, 01 Jan 2026 00:00:05 GMT', 150, now)).toBe(5_000)
    expect(retryDelay(0, 'Wed, 31 Dec 2025 00:00:00 GMT', 150, now)).toBe(0)
    expect(retryDelay(0, '3600', 150, now)).toBe(30_000)
  })

  it('falls back to backoff on an invalid Retry-After', () => {
    for (const header of ['', 'soon', '-5', '1.5', '2026-13-45'])
      expect(retryDelay(1, header), header).toBe(300)
  })
})
