import nacl from 'tweetnacl'
import type { TestSigner } from './TestSigner.js'
import { toBase58 } from './toBase58.js'

/** A Solana key pair from a repeated seed byte, signing ed25519 with tweetnacl (the server checks with node:crypto). */
export function solanaSigner(seed: number): TestSigner {
  const pair = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(seed))
  return {
    address: toBase58(pair.publicKey),
    sign: async (message) => toBase58(nacl.sign.detached(new TextEncoder().encode(message), pair.secretKey)),
  }
}
