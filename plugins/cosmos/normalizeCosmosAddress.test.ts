import { describe, expect, it } from 'vitest'
import { bech32Decode } from './bech32Decode.js'
import { normalizeCosmosAddress } from './normalizeCosmosAddress.js'

const hub = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'
const osmo = 'osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030'
const contract = 'osmo1qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurstc4vrk'

describe('cosmos addresses (bech32, BIP-173)', () => {
  it('decodes the BIP-173 valid strings and refuses the invalid ones', () => {
    expect(bech32Decode('A12UEL5L')).toEqual({ prefix: 'a', data: new Uint8Array() })
    expect(bech32Decode('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')?.prefix).toBe('abcdef')
    for (const invalid of [
      'pzry9x0s0muk',
      '1pzry9x0s0muk',
      'x1b4n0q5v',
      'li1dgmt3',
      'A1G7SGD8',
      '10a06t8',
      '1qzzfhee',
    ])
      expect(bech32Decode(invalid)).toBeUndefined()
  })

  it('accepts 20- and 32-byte accounts of the configured prefixes, lower-cased', () => {
    expect(normalizeCosmosAddress(hub, ['cosmos', 'osmo'])).toBe(hub)
    expect(normalizeCosmosAddress(` ${osmo.toUpperCase()} `, ['cosmos', 'osmo'])).toBe(osmo)
    expect(normalizeCosmosAddress(contract, ['osmo'])).toBe(contract)
    expect(normalizeCosmosAddress(osmo, undefined)).toBe(osmo)
  })

  it.each([
    ['a bad checksum', `${hub.slice(0, -1)}b`],
    ['mixed case', `C${hub.slice(1)}`],
    ['a prefix no network uses', 'terra1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq486l9a'],
    ['a non-bech32 character', hub.replace('q', 'b')],
    ['data of 19 bytes', 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqe9qc7s'],
    ['a string over 90 characters', `cosmos1${'q'.repeat(90)}`],
    ['an EVM address', '0x0000000000000000000000000000000000000000'],
    ['nothing', ''],
  ])('refuses %s', (_case, address) => {
    expect(normalizeCosmosAddress(address, ['cosmos', 'osmo'])).toBeUndefined()
  })
})
