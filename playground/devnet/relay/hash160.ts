import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'

/** RIPEMD-160 of SHA-256: the public-key hash of bitcoin and cosmos addresses. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}
