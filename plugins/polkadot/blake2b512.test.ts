import { blake2b } from '@noble/hashes/blake2.js'
import { describe, expect, it } from 'vitest'
import { blake2b512 } from './blake2b512.js'

describe('blake2b512', () => {
  it.each([0, 1, 41, 127, 128, 129, 256, 300])('matches @noble/hashes on %i bytes', (length) => {
    const input = Uint8Array.from({ length }, (_, at) => (at * 31 + 7) & 0xff)
    expect(blake2b512(input)).toEqual(blake2b(input, { dkLen: 64 }))
  })

  it('gives the RFC 7693 digest of "abc"', () => {
    expect(Buffer.from(blake2b512(new TextEncoder().encode('abc'))).toString('hex')).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1' +
        '7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    )
  })
})
