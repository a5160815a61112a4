import { describe, expect, it } from 'vitest'
import { createErrorRateLimit } from './createErrorRateLimit.js'

describe('error report rate limit', () => {
  it('allows 5 reports in any minute and frees a slot 60 s after each', () => {
    let now = 0
    const limit = createErrorRateLimit(5, () => now)
    const taken = () => Array.from({ length: 8 }, () => limit.take())
    expect(taken()).toEqual([true, true, true, true, true, false, false, false])
    now = 59_999
    expect(limit.take()).toBe(false)
    now = 60_000
    expect(taken()).toEqual([true, true, true, true, true, false, false, false])
  })
})
