import { sha256 as reference } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import { sha256 } from './sha256.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('sha256', () => {
  it('hashes the FIPS 180-4 examples', () => {
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    )
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('agrees with @noble/hashes at every length around the block boundaries', () => {
    for (let length = 0; length < 200; length += 1) {
      const data = Uint8Array.from({ length }, (_, index) => (index * 97 + length) & 255)
      expect(hex(sha256(data)), `length ${length}`).toBe(hex(reference(data)))
    }
  })
})
