import { importOptionalPeer } from '../lib/importOptionalPeer.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

const HEX = /^0x(?:[0-9a-fA-F]{2}){64,65}$/
const SCHEMES = new Set(['sr25519', 'ed25519', 'ecdsa'])

/**
 * An sr25519, ed25519 or ecdsa signature of the SS58 `address` over the text, bare or <Bytes>-wrapped as
 * extensions sign it, checked with @polkadot/util-crypto's signatureVerify (an optional peer, loaded on first use).
 */
export const verifyPolkadotSignature: SignatureVerifier = async ({ message, signature, address }) => {
  if (!HEX.test(signature)) return false
  const { cryptoWaitReady, signatureVerify } = await importOptionalPeer<
    typeof import('@polkadot/util-crypto')
  >('@polkadot/util-crypto', 'verifying a polkadot sign-in')
  await cryptoWaitReady()
  try {
    const result = signatureVerify(message, signature, address)
    return result.isValid && SCHEMES.has(result.crypto)
  } catch {
    return false
  }
}
