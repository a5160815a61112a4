import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { encodeBase58 } from './encodeBase58.js'
import { fromBase64Url } from './fromBase64Url.js'
import type { KeyVault } from './KeyVault.js'
import { toBase64Url } from './toBase64Url.js'

const INFO = new TextEncoder().encode('gangway-frame-keys-v1')

async function aesKey(keyShare: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', fromBase64Url(keyShare), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * The user's keys: `blob` (AES-GCM under a key derived from `keyShare`) opened, or, when there is none yet,
 * new keys made here (an eip155 secp256k1 key and a solana ed25519 key) and sealed into a new blob.
 */
export async function openKeyVault(
  keyShare: string,
  blob: string | null,
): Promise<KeyVault & { created: boolean }> {
  const key = await aesKey(keyShare)
  let evmKey: Hex
  let solanaKey: Uint8Array
  let sealed: string
  if (blob) {
    const [iv, data] = blob.split('.')
    if (!iv || !data) throw new Error('Unreadable key blob')
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv) },
      key,
      fromBase64Url(data),
    )
    const keys = JSON.parse(new TextDecoder().decode(plain)) as { evm: Hex; solana: Hex }
    evmKey = keys.evm
    solanaKey = hexToBytes(keys.solana)
    sealed = blob
  } else {
    evmKey = generatePrivateKey()
    solanaKey = ed25519.utils.randomSecretKey()
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const plain = new TextEncoder().encode(JSON.stringify({ evm: evmKey, solana: bytesToHex(solanaKey) }))
    const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain))
    sealed = `${toBase64Url(iv)}.${toBase64Url(data)}`
  }
  return {
    evm: privateKeyToAccount(evmKey),
    solanaAddress: encodeBase58(ed25519.getPublicKey(solanaKey)),
    signSolana: (message) => ed25519.sign(message, solanaKey),
    blob: sealed,
    created: !blob,
  }
}
