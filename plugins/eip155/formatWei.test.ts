import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatWei } from './formatWei.js'

describe('formatWei', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [10n ** 22n, 18, '10000'],
    [1_500_000n, 6, '1.5'],
    [123n, 0, '123'],
  ])('formats %s with %s decimals as %s', (value, decimals, text) => {
    expect(formatWei(value, decimals)).toBe(text)
  })

  it('agrees with viem formatUnits on any non-negative amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          expect(formatWei(value, decimals)).toBe(formatUnits(value, decimals))
        },
      ),
    )
  })
})
