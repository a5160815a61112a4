import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { solanaDevAccounts } from '../../playground/devnet/solana/solanaDevAccounts.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { normalizeSolanaAddress } from './normalizeSolanaAddress.js'

describe('normalizeSolanaAddress', () => {
  it.each([
    ['a dev account', solanaDevAccounts[0]!.address],
    ['the system program', '11111111111111111111111111111111'],
    ['the token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
  ])('keeps %s', (_case, address) => {
    expect(normalizeSolanaAddress(address)).toBe(address)
  })

  it('keeps the base58 of any 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const address = encodeBase58(bytes)
        expect(normalizeSolanaAddress(address)).toBe(address)
      }),
      { numRuns: 1000 },
    )
  })

  it('rejects base58 of other lengths, even when it has 32 to 44 characters', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 40 }).filter((bytes) => bytes.length !== 32),
        (bytes) => {
          expect(normalizeSolanaAddress(encodeBase58(bytes))).toBeUndefined()
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('agrees with decodeBase58 on random base58 strings of 32 to 44 characters', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    const text = fc
      .array(fc.constantFrom(...alphabet), { minLength: 32, maxLength: 44 })
      .map((chars) => chars.join(''))
    fc.assert(
      fc.property(text, (address) => {
        const expected = decodeBase58(address).length === 32 ? address : undefined
        expect(normalizeSolanaAddress(address)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it.each([
    ['44 characters decoding to 33 bytes', 'z'.repeat(44)],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a character outside base58', `${solanaDevAccounts[0]!.address.slice(0, -1)}0`],
    ['31 characters', '1'.repeat(31)],
    ['45 characters', '1'.repeat(45)],
    ['a trailing space', `${solanaDevAccounts[0]!.address} `],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a number', 42],
    ['undefined', undefined],
  ])('rejects %s', (_case, value) => {
    expect(normalizeSolanaAddress(value)).toBeUndefined()
  })
})
