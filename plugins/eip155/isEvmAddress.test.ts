import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const hex40 = 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('isEvmAddress', () => {
  it('accepts 40 hex characters with or without 0x, in any case', () => {
    expect(isEvmAddress(`0x${hex40}`)).toBe(true)
    expect(isEvmAddress(hex40)).toBe(true)
    expect(isEvmAddress(`0x${hex40.toLowerCase()}`)).toBe(true)
    expect(isEvmAddress(`0x${hex40.toUpperCase()}`)).toBe(true)
    expect(isEvmAddress(`0x${'0'.repeat(40)}`)).toBe(true)
  })

  it.each([
    '',
    '0x',
    `0x${hex40.slice(1)}`,
    `0x${hex40}0`,
    `${hex40}0`,
    `0X${hex40}`,
    `0x${hex40.slice(1)}g`,
    ` 0x${hex40}`,
    `0x${hex40}\n`,
    `0x0x${hex40.slice(2)}`,
  ])('rejects %j', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isEvmAddress(BigInt(`0x${hex40}`))).toBe(false)
    expect(isEvmAddress(null)).toBe(false)
    expect(isEvmAddress({ address: `0x${hex40}` })).toBe(false)
  })

  it('accepts exactly the 40-hex strings among random input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^(0x)?[0-9a-fA-F]{38,42}$/), fc.anything()),
        (value) => {
          const body = typeof value === 'string' && value.startsWith('0x') ? value.slice(2) : value
          const expected = typeof body === 'string' && body.length === 40 && /^[0-9a-fA-F]*$/.test(body)
          expect(isEvmAddress(value)).toBe(expected)
        },
      ),
    )
  })
})
