import fc from 'fast-check'
import { checksumAddress, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.js'
import { normalizeEvmAddress } from './normalizeEvmAddress.js'

const hex = (bytes: Uint8Array) =>
  `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
const addressBody = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => hex(bytes).slice(2))

describe('keccak256', () => {
  it.each([
    ['', '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    [
      'The quick brown fox jumps over the lazy dog',
      '0x4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
    ],
  ])('hashes the known vector %j', (text, digest) => {
    expect(hex(keccak256(new TextEncoder().encode(text)))).toBe(digest)
  })

  it('agrees with viem on random inputs of every length around the 136-byte rate', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 420 }), (bytes) => {
        expect(hex(keccak256(bytes))).toBe(viemKeccak256(bytes))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('normalizeEvmAddress', () => {
  it.each([
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
  ])('checksums %s', (input, expected) => {
    expect(normalizeEvmAddress(input)).toBe(expected)
  })

  it.each([
    ['a mixed-case address with a wrong checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['no 0x prefix', '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
    ['39 hex characters', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae'],
    ['41 hex characters', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0'],
    ['a non-hex character', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg'],
    ['a trailing newline', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed\n'],
    ['an empty string', ''],
    ['a number', 1],
    ['undefined', undefined],
  ])('rejects %s', (_case, input) => {
    expect(normalizeEvmAddress(input)).toBeUndefined()
  })

  it('agrees with viem’s checksumAddress on random lower-case, upper-case and checksummed addresses', () => {
    fc.assert(
      fc.property(addressBody, (body) => {
        const expected = checksumAddress(`0x${body}`)
        expect(normalizeEvmAddress(`0x${body}`)).toBe(expected)
        expect(normalizeEvmAddress(`0x${body.toUpperCase()}`)).toBe(expected)
        expect(normalizeEvmAddress(expected)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it('rejects a mixed-case address exactly when viem’s checksum differs from it', () => {
    fc.assert(
      fc.property(addressBody, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (body, upper) => {
        const cased: `0x${string}` = `0x${[...body].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('')}`
        const valid =
          cased === checksumAddress(cased) ||
          cased === cased.toLowerCase() ||
          cased === `0x${body.toUpperCase()}`
        expect(normalizeEvmAddress(cased)).toBe(valid ? checksumAddress(cased) : undefined)
      }),
      { numRuns: 3000 },
    )
  })
})
