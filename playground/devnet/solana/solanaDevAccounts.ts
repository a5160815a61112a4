import bs58 from 'bs58'
import nacl from 'tweetnacl'
import type { SolanaDevAccount } from './SolanaDevAccount.js'

const seedOf = (index: number): Uint8Array =>
  nacl.hash(Uint8Array.from(new TextEncoder().encode(`gangway solana dev account ${index}`))).slice(0, 32)

/** Ten deterministic ed25519 dev keypairs (seed = first 32 bytes of sha512("gangway solana dev account N")), funded at start. */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Array.from({ length: 10 }, (_, index) => {
  const { publicKey, secretKey } = nacl.sign.keyPair.fromSeed(seedOf(index))
  return Object.freeze({ address: bs58.encode(publicKey), secretKey })
})
