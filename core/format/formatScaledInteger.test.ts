import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatScaledInteger } from './formatScaledInteger.js'

describe('formatScaledInteger', () => {
  it.each([
    [1500n, 3, '1.500'],
    [5n, 3, '0.005'],
    [0n, 3, '0.000'],
    [-5n, 3, '-0.005'],
    [-123456n, 2, '-1234.56'],
    [42n, 0, '42'],
    [-42n, 0, '-42'],
  ])('writes %s at scale %s as %s', (value, scale, expected) => {
    expect(formatScaledInteger(value, scale)).toBe(expected)
  })

  it('keeps exactly `scale` decimals and reads back to the same value', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(30), (value, scale) => {
        const text = formatScaledInteger(value, scale)
        const [, fraction = ''] = text.split('.')
        expect(fraction.length).toBe(scale)
        expect(BigInt(text.replace('.', ''))).toBe(value)
      }),
    )
  })
})
