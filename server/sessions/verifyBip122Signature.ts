import { importOptionalPeer } from '../lib/importOptionalPeer.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

const BASE64 = /^[A-Za-z0-9+/]{40,2000}={0,2}$/

/**
 * A Bitcoin message signature of `address`: BIP-322 simple (P2WPKH, P2SH-P2WPKH, P2TR key path) or legacy
 * BIP-137, base64, checked with bip322-js (an optional peer, loaded on first use).
 */
export const verifyBip122Signature: SignatureVerifier = async ({ message, signature, address }) => {
  if (!BASE64.test(signature)) return false
  const { Verifier } = await importOptionalPeer<typeof import('bip322-js')>(
    'bip322-js',
    'verifying a bip122 sign-in',
  )
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
