import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDecimal } from './parseDecimal.js'
import { toScaledInteger } from './toScaledInteger.js'

const scaled = (value: string, scale: number, rounding: 'floor' | 'halfExpand') =>
  toScaledInteger(parseDecimal(value)!, scale, rounding)

describe('toScaledInteger', () => {
  it('floors toward negative infinity', () => {
    expect(scaled('1.9999', 3, 'floor')).toBe(1999n)
    expect(scaled('-1.9991', 3, 'floor')).toBe(-2000n)
    expect(scaled('-1.999', 3, 'floor')).toBe(-1999n)
    expect(scaled('-1e-5000', 3, 'floor')).toBe(-1n)
    expect(scaled('1e-5000', 3, 'floor')).toBe(0n)
  })

  it('rounds half away from zero', () => {
    expect(scaled('1.005', 2, 'halfExpand')).toBe(101n)
    expect(scaled('1.0049999', 2, 'halfExpand')).toBe(100n)
    expect(scaled('-1.005', 2, 'halfExpand')).toBe(-101n)
    expect(scaled('0.5', 0, 'halfExpand')).toBe(1n)
    expect(scaled('0.05', 0, 'halfExpand')).toBe(0n)
  })

  it('scales up exactly and refuses shifts past 10^1000', () => {
    expect(scaled('1.5e2', 3, 'floor')).toBe(150000n)
    expect(scaled('1e997', 3, 'floor')).toBe(10n ** 1000n)
    expect(scaled('1e998', 3, 'floor')).toBeUndefined()
    expect(scaled('0e99999999', 3, 'floor')).toBe(0n)
  })

  it('matches bigint floor division for random fractions', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(40), fc.nat(20), (numerator, power, scale) => {
        const decimal = {
          negative: numerator < 0n,
          digits: `${numerator < 0n ? -numerator : numerator}`,
          exponent: -power,
        }
        const result = toScaledInteger(decimal, scale, 'floor')!
        const exact = numerator * 10n ** BigInt(scale)
        const unit = 10n ** BigInt(power)
        expect(result * unit <= exact).toBe(true)
        expect(exact < (result + 1n) * unit).toBe(true)
      }),
    )
  })

  it('is within half a unit when rounding half away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(40), fc.nat(20), (numerator, power, scale) => {
        const decimal = {
          negative: numerator < 0n,
          digits: `${numerator < 0n ? -numerator : numerator}`,
          exponent: -power,
        }
        const result = toScaledInteger(decimal, scale, 'halfExpand')!
        const exact = numerator * 10n ** BigInt(scale)
        const unit = 10n ** BigInt(power)
        const distance = 2n * (result * unit - exact)
        expect(distance <= unit && distance >= -unit).toBe(true)
        if (distance === unit || distance === -unit)
          expect(result < 0n === numerator < 0n || result === 0n).toBe(true)
      }),
    )
  })
})
