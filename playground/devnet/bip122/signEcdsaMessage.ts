import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { BitcoinDevKey } from './BitcoinDevKey.js'

const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

const varint = (length: number) => (length < 0xfd ? [length] : [0xfd, length & 255, (length >> 8) & 255])

/** The hash "Bitcoin Signed Message" signatures sign: double SHA-256 of the prefixed, length-prefixed message. */
export const ecdsaMessageHash = (message: string) => {
  const bytes = new TextEncoder().encode(message)
  return sha256(sha256(new Uint8Array([...prefix, ...varint(bytes.length), ...bytes])))
}

/** A legacy (BIP-137) message signature by a P2WPKH key: header 39 + recovery id, r, s; base64. */
export function signEcdsaMessage(key: BitcoinDevKey, message: string): string {
  const recovered = secp256k1.sign(ecdsaMessageHash(message), key.privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const signature = new Uint8Array(65)
  signature[0] = 39 + recovered[0]!
  signature.set(recovered.subarray(1), 1)
  return btoa(String.fromCharCode(...signature))
}
