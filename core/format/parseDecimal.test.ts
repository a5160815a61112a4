import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDecimal } from './parseDecimal.js'

describe('parseDecimal', () => {
  it.each([
    ['1.25', { negative: false, digits: '125', exponent: -2 }],
    ['-0.5', { negative: true, digits: '05', exponent: -1 }],
    ['+7', { negative: false, digits: '7', exponent: 0 }],
    ['.5', { negative: false, digits: '5', exponent: -1 }],
    ['5.', { negative: false, digits: '5', exponent: 0 }],
    ['1.5e3', { negative: false, digits: '15', exponent: 2 }],
    ['2E-7', { negative: false, digits: '2', exponent: -7 }],
    [' 12 ', { negative: false, digits: '12', exponent: 0 }],
    [1e-7, { negative: false, digits: '1', exponent: -7 }],
    [1.5e21, { negative: false, digits: '15', exponent: 20 }],
    [-0, { negative: false, digits: '0', exponent: 0 }],
    [-12n, { negative: true, digits: '12', exponent: 0 }],
  ])('reads %s', (value, expected) => {
    expect(parseDecimal(value)).toEqual(expected)
  })

  it.each(['', '.', '-', '+-1', '1.2.3', '1e', 'e5', '0x10', '1,000', 'NaN', 'Infinity', '1 2', '١'])(
    'rejects %j',
    (value) => {
      expect(parseDecimal(value)).toBeUndefined()
    },
  )

  it('rejects non-finite numbers and other types', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, [1], true]) {
      expect(parseDecimal(value)).toBeUndefined()
    }
  })

  it('agrees with Number() on every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const decimal = parseDecimal(value)!
        const text = `${decimal.negative ? '-' : ''}${decimal.digits}e${decimal.exponent}`
        expect(Number(text)).toBe(value === 0 ? 0 : value)
      }),
    )
  })

  it('gives a decimal or undefined for any string, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-+.\de ]{0,12}$/)), (value) => {
        const decimal = parseDecimal(value)
        if (decimal !== undefined) expect(decimal.digits).toMatch(/^\d+$/)
      }),
    )
  })
})
