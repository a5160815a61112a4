import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/GangwayError.js'
import { formatNumber } from './formatNumber.js'

describe('formatNumber', () => {
  it('uses 2 decimals by default and rounds half away from zero', () => {
    expect(formatNumber(2.345)).toBe('2.35')
    expect(formatNumber(-2.345)).toBe('-2.35')
    expect(formatNumber(2.344)).toBe('2.34')
    expect(formatNumber(1)).toBe('1.00')
    expect(formatNumber('1234567.891')).toBe('1234567.89')
  })

  it('rounds the decimal as written, not its binary approximation', () => {
    expect((1.005).toFixed(2)).toBe('1.00')
    expect(formatNumber(1.005)).toBe('1.01')
  })

  it('uses the requested decimals (3 for activity amounts)', () => {
    expect(formatNumber('0.12345', 3)).toBe('0.123')
    expect(formatNumber('0.1235', 3)).toBe('0.124')
    expect(formatNumber(7, 0)).toBe('7')
    expect(formatNumber(7.5, 0)).toBe('8')
  })

  it('never prints a negative zero', () => {
    expect(formatNumber(-0.004)).toBe('0.00')
    expect(formatNumber('-0')).toBe('0.00')
  })

  it('gives zero for missing or invalid values', () => {
    expect(formatNumber(null)).toBe('0.00')
    expect(formatNumber(undefined, 3)).toBe('0.000')
    expect(formatNumber('abc')).toBe('0.00')
    expect(formatNumber(Number.NaN)).toBe('0.00')
  })

  it('throws GangwayError for bad decimals', () => {
    expect(() => formatNumber(1, -1)).toThrowError(GangwayError)
    expect(() => formatNumber(1, 2.5)).toThrowError(/^Invalid decimals$/)
  })

  it('stays within half a unit of the last decimal for doubles', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, decimals) => {
          const text = formatNumber(value, decimals)
          expect(text.split('.')[1]?.length ?? 0).toBe(decimals)
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9)
        },
      ),
    )
  })

  it('never throws for any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.bigInt()), (value) => {
        expect(formatNumber(value)).toMatch(/^-?\d+\.\d{2}$/)
      }),
    )
  })
})
