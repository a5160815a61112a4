import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee.js'

describe('formatFee', () => {
  it('shows at most four significant digits, rounded up', () => {
    expect(formatFee(35_512_891_363_755n, 18)).toBe('0.00003552')
    expect(formatFee(42_000_000_000_000n, 18)).toBe('0.000042')
    expect(formatFee(1_234_500_000_000_000_001n, 18)).toBe('1.235')
  })

  it('keeps small fees and whole units exact', () => {
    expect(formatFee(5_000n, 9)).toBe('0.000005')
    expect(formatFee(123_456_789n, 0)).toBe('123456789')
    expect(formatFee(0n, 18)).toBe('0')
  })
})
