import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/GangwayError.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('formatUnits', () => {
  it.each([
    [1500000n, 6, '1.5'],
    [1000000000000000000n, 18, '1'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [-1234500n, 6, '-1.2345'],
    [100n, 0, '100'],
    [1000n, 2, '10'],
    [123456789012345678901234567890n, 18, '123456789012.34567890123456789'],
  ])('formats %s with %s decimals as %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('throws GangwayError for bad decimals or a non-bigint value', () => {
    expect(() => formatUnits(1n, -1)).toThrowError(/^Invalid decimals$/)
    expect(() => formatUnits(1n, 256)).toThrowError(GangwayError)
    expect(() => formatUnits(1 as unknown as bigint, 2)).toThrowError(/^Invalid amount$/)
  })

  it('is exactly inverted by parseUnits and never ends in a zero decimal', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 40 }), (value, decimals) => {
        const text = formatUnits(value, decimals)
        expect(text).not.toMatch(/\.(\d*0)?$/)
        expect(parseUnits(text, decimals)).toBe(value)
      }),
    )
  })
})
