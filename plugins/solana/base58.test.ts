import bs58 from 'bs58'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  it('encodes and decodes like the bs58 package, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = encodeBase58(bytes)
        expect(text).toBe(bs58.encode(bytes))
        expect(decodeBase58(text)).toEqual(bytes)
      }),
    )
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('abc0')).toThrow(
      expect.objectContaining({
        name: 'InvalidParamsRpcError',
        code: -32602,
        details: '"0" is not a base58 character',
      }),
    )
    expect(() => decodeBase58('Il')).toThrow(
      expect.objectContaining({ details: '"I" is not a base58 character' }),
    )
  })
})
