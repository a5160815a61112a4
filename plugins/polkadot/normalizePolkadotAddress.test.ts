import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { normalizePolkadotAddress } from './normalizePolkadotAddress.js'

const key = Uint8Array.from({ length: 32 }, (_, at) => at * 7 + 1)
const ecdsaKey = Uint8Array.from({ length: 33 }, (_, at) => (at === 0 ? 2 : at * 5))

describe('normalizePolkadotAddress', () => {
  it.each([
    ['generic substrate (42)', encodeAddress(key, 42)],
    ['Polkadot (0), leading 1', encodeAddress(key, 0)],
    ['Kusama (2)', encodeAddress(key, 2)],
    ['a two-byte prefix (1284)', encodeAddress(key, 1284)],
    ['a 33-byte ecdsa key', encodeAddress(ecdsaKey, 42)],
  ])('accepts %s as it is', (_, address) => {
    expect(normalizePolkadotAddress(address)).toBe(address)
  })

  it('refuses a wrong checksum, hex keys, account indices, oversized and non-string values', () => {
    const address = encodeAddress(key, 42)
    const last = address.at(-1) === 'a' ? 'b' : 'a'
    expect(normalizePolkadotAddress(`${address.slice(0, -1)}${last}`)).toBeUndefined()
    expect(normalizePolkadotAddress(`0x${Buffer.from(key).toString('hex')}`)).toBeUndefined()
    expect(normalizePolkadotAddress(encodeAddress(Uint8Array.of(7), 42))).toBeUndefined()
    expect(normalizePolkadotAddress(`${address}${address}`)).toBeUndefined()
    expect(normalizePolkadotAddress(` ${address}`)).toBeUndefined()
    expect(normalizePolkadotAddress('0'.repeat(48))).toBeUndefined()
    expect(normalizePolkadotAddress(42)).toBeUndefined()
    expect(normalizePolkadotAddress(undefined)).toBeUndefined()
  })
})
