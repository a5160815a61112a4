import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

describe('isSolanaAddress', () => {
  it.each([
    '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    '1'.repeat(44),
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    '',
    '1'.repeat(31),
    '1'.repeat(45),
    `0${'1'.repeat(40)}`,
    `O${'1'.repeat(40)}`,
    `I${'1'.repeat(40)}`,
    `l${'1'.repeat(40)}`,
    `${'1'.repeat(40)} `,
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  ])('rejects %j', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isSolanaAddress(undefined)).toBe(false)
    expect(isSolanaAddress(['11111111111111111111111111111111'])).toBe(false)
  })

  it('accepts exactly base58 strings of 32 to 44 characters among random input', () => {
    const nearlyBase58 = fc
      .array(fc.constantFrom(...base58.split(''), '0', 'O', 'I', 'l'), { minLength: 30, maxLength: 46 })
      .map((chars) => chars.join(''))
    fc.assert(
      fc.property(fc.oneof(fc.string(), nearlyBase58, fc.anything()), (value) => {
        const expected =
          typeof value === 'string' &&
          value.length >= 32 &&
          value.length <= 44 &&
          [...value].every((char) => base58.includes(char))
        expect(isSolanaAddress(value)).toBe(expected)
      }),
    )
  })
})
