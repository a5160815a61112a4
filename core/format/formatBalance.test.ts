import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it.each([
    ['1.9999', '1.999'],
    ['0.0009', '0.000'],
    ['123456789012345678901.5', '123456789012345678901.500'],
    ['1', '1.000'],
    ['1.5', '1.500'],
    ['007.25', '7.250'],
    [' 2.0005 ', '2.000'],
    ['.5', '0.500'],
    ['1e3', '1000.000'],
    [`0.${'9'.repeat(500)}`, '0.999'],
    [`${'9'.repeat(300)}.9999`, `${'9'.repeat(300)}.999`],
  ])('floors %j to %j', (value, expected) => {
    expect(formatBalance(value)).toBe(expected)
  })

  it('handles numbers exactly as JavaScript prints them, including exponent notation', () => {
    expect(formatBalance(1.9999)).toBe('1.999')
    expect(formatBalance(0.1)).toBe('0.100')
    expect(formatBalance(1e-7)).toBe('0.000')
    expect(formatBalance(1e21)).toBe('1000000000000000000000.000')
    expect(formatBalance(1.5e21)).toBe('1500000000000000000000.000')
    expect(formatBalance(Number.MAX_VALUE)).toMatch(/^17976931348623157\d{292}\.000$/)
  })

  it('formats bigints as whole numbers', () => {
    expect(formatBalance(12345678901234567890n)).toBe('12345678901234567890.000')
    expect(formatBalance(-3n)).toBe('-3.000')
  })

  it('floors negative values toward negative infinity and never prints -0.000', () => {
    expect(formatBalance('-1.9999')).toBe('-2.000')
    expect(formatBalance('-1.5')).toBe('-1.500')
    expect(formatBalance('-0.0001')).toBe('-0.001')
    expect(formatBalance(-1e-7)).toBe('-0.001')
    expect(formatBalance('-0')).toBe('0.000')
    expect(formatBalance(-0)).toBe('0.000')
    expect(formatBalance('-0.000')).toBe('0.000')
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    '1,000',
    '0x10',
    '1.2.3',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '1e1001',
  ])('defaults %j to 0.000', (value) => {
    expect(formatBalance(value)).toBe('0.000')
  })

  it('never rounds up and never drops more than 0.001 for any exact decimal string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat(30), (numerator, power) => {
        const magnitude = `${numerator < 0n ? -numerator : numerator}`.padStart(power + 1, '0')
        const text = `${numerator < 0n ? '-' : ''}${magnitude.slice(0, magnitude.length - power)}.${magnitude.slice(magnitude.length - power)}`
        const result = formatBalance(text)
        expect(result).toMatch(/^-?\d+\.\d{3}$/)
        const thousandths = BigInt(result.replace('.', ''))
        const unit = 10n ** BigInt(power)
        expect(thousandths * unit <= numerator * 1000n).toBe(true)
        expect(numerator * 1000n < (thousandths + 1n) * unit).toBe(true)
      }),
    )
  })

  it('never exceeds a double and stays within 0.001 below it', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const result = Number(formatBalance(value))
        expect(result <= value).toBe(true)
        expect(value - result < 0.001 + 1e-6).toBe(true)
      }),
    )
  })

  it('gives a three-decimal string for any input, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.bigInt(), fc.constantFrom(null, undefined)),
        (value) => {
          expect(formatBalance(value)).toMatch(/^-?\d+\.\d{3}$/)
        },
      ),
    )
  })
})
