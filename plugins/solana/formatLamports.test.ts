import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUnits } from '../../entries/plugin.js'
import { formatLamports } from './formatLamports.js'

describe('formatLamports', () => {
  it('matches core formatUnits for SOL and token decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        fc.integer({ min: 0, max: 12 }),
        (value, decimals) => {
          expect(formatLamports(value, decimals)).toBe(formatUnits(value, decimals))
        },
      ),
    )
    expect(formatLamports(999_899_995_000n, 9)).toBe('999.899995')
  })
})
