import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ChainNamespace, chainNamespaces } from '../types/ChainNamespace.js'
import { isAddress } from './isAddress.js'

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bitcoinTaproot = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const bitcoinLegacy = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'
const cosmos = 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'

describe('isAddress', () => {
  it('dispatches to the namespace rule', () => {
    expect(isAddress('eip155', evm)).toBe(true)
    expect(isAddress('solana', evm)).toBe(false)
    expect(isAddress('solana', solana)).toBe(true)
    expect(isAddress('eip155', solana)).toBe(false)
    expect(isAddress('polkadot', polkadot)).toBe(true)
    expect(isAddress('bip122', bitcoinTaproot)).toBe(true)
    expect(isAddress('bip122', bitcoinLegacy)).toBe(true)
    expect(isAddress('cosmos', cosmos)).toBe(true)
  })

  it('rejects polkadot addresses outside base58 or longer than 64', () => {
    expect(isAddress('polkadot', evm)).toBe(false)
    expect(isAddress('polkadot', '1'.repeat(65))).toBe(false)
  })

  it('rejects bip122 and cosmos values with separators, spaces or over 90 characters', () => {
    for (const namespace of ['bip122', 'cosmos'] as const) {
      expect(isAddress(namespace, 'a'.repeat(90))).toBe(true)
      expect(isAddress(namespace, 'a'.repeat(91))).toBe(false)
      expect(isAddress(namespace, `${cosmos} `)).toBe(false)
      expect(isAddress(namespace, 'cosmos:1')).toBe(false)
      expect(isAddress(namespace, 'a-b')).toBe(false)
    }
  })

  it('rejects empty strings and non-strings for every namespace', () => {
    for (const namespace of chainNamespaces) {
      expect(isAddress(namespace, '')).toBe(false)
      expect(isAddress(namespace, null)).toBe(false)
      expect(isAddress(namespace, 42)).toBe(false)
    }
  })

  it('rejects an unknown namespace', () => {
    expect(isAddress('near' as ChainNamespace, evm)).toBe(false)
  })

  it('never throws and never accepts an empty or overlong value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...chainNamespaces),
        fc.oneof(fc.string(), fc.anything()),
        (namespace, value) => {
          const result = isAddress(namespace, value)
          if (result) {
            expect(typeof value).toBe('string')
            expect((value as string).length).toBeGreaterThan(0)
            expect((value as string).length).toBeLessThanOrEqual(90)
          }
        },
      ),
    )
  })
})
