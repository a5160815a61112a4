import { describe, expect, it } from 'vitest'
import { currencyValue } from './currencyValue.js'

describe('currencyValue', () => {
  it.each([
    ['1.5', 3000, '4500.00'],
    ['0.1', 0.1, '0.01'],
    ['0.3', 3, '0.90'],
    ['12.345', 1, '12.35'],
    ['0.000000000000000001', 3000, '0.00'],
    ['2', 1e-7, '0.00'],
    ['123456789012345678901234567890', 1, '123456789012345678901234567890.00'],
  ])('%s at %s is %s, computed on exact decimals', (amount, price, value) => {
    expect(currencyValue(amount, price)).toBe(value)
  })

  it('is undefined without a price or a valid amount', () => {
    expect(currencyValue('1', undefined)).toBeUndefined()
    expect(currencyValue('1', Number.NaN)).toBeUndefined()
    expect(currencyValue('1', -1)).toBeUndefined()
    expect(currencyValue('', 1)).toBeUndefined()
    expect(currencyValue('abc', 1)).toBeUndefined()
  })
})
