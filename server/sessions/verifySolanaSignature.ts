import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from './decodeBase58.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

/** Ed25519 over the message's UTF-8 bytes; the signature base58 (as wallets give it) or base64, the key the address. */
export const verifySolanaSignature: SignatureVerifier = async ({ message, signature, address }) => {
  const key = decodeBase58(address, 44)
  const signed =
    decodeBase58(signature, 90) ??
    (/^[A-Za-z0-9+/]{86}==$/.test(signature) ? Buffer.from(signature, 'base64') : undefined)
  if (key?.length !== 32 || signed?.length !== 64) return false
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message, 'utf8'), publicKey, signed)
}
