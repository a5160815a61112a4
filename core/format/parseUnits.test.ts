import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/GangwayError.js'
import { parseUnits } from './parseUnits.js'

function expectInvalidAmount(run: () => unknown) {
  expect(run).toThrowError(GangwayError)
  expect(run).toThrowError(/^Invalid amount$/)
}

describe('parseUnits', () => {
  it.each([
    ['1.5', 6, 1500000n],
    ['1', 18, 1000000000000000000n],
    ['0.000000000000000001', 18, 1n],
    ['-1.25', 2, -125n],
    ['.5', 1, 5n],
    ['5.', 1, 50n],
    ['007', 0, 7n],
    ['-0', 2, 0n],
    ['1.500', 1, 15n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ])('reads %j with %s decimals as %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it.each(['', '.', '-', '+1', '1e3', '1,5', ' 1', '1 ', '0x1', '1.2.3', '--1', 'abc', 'Infinity'])(
    'throws Invalid amount for %j',
    (value) => {
      expectInvalidAmount(() => parseUnits(value, 6))
    },
  )

  it('throws Invalid amount when the value has more precision than the token', () => {
    expectInvalidAmount(() => parseUnits('1.0000001', 6))
    expectInvalidAmount(() => parseUnits('0.5', 0))
  })

  it('throws Invalid amount for a non-string value', () => {
    expectInvalidAmount(() => parseUnits(1.5 as unknown as string, 6))
  })

  it('throws Invalid decimals for bad decimals', () => {
    expect(() => parseUnits('1', -1)).toThrowError(/^Invalid decimals$/)
  })

  it('gives a bigint or Invalid amount for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^-?\d{0,5}\.?\d{0,8}$/)),
        fc.nat(18),
        (value, decimals) => {
          try {
            expect(typeof parseUnits(value, decimals)).toBe('bigint')
          } catch (error) {
            expect(error).toBeInstanceOf(GangwayError)
            expect((error as GangwayError).message).toBe('Invalid amount')
          }
        },
      ),
    )
  })

  it('agrees with scaling the integer and fraction parts separately', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), fc.stringMatching(/^\d{0,6}$/), (integer, fraction) => {
        const value = parseUnits(`${integer}.${fraction}`, 6)
        expect(value).toBe(integer * 1_000_000n + BigInt(fraction.padEnd(6, '0') || '0'))
      }),
    )
  })
})
