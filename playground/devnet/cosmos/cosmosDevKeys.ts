import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha256, sha512 } from '@noble/hashes/sha2.js'
import { HDKey } from '@scure/bip32'
import { devMnemonic } from '../devMnemonic.js'

/** A dev secp256k1 key: its secret, compressed public key and the 20-byte account address (ripemd160 of sha256). */
export interface CosmosDevKey {
  readonly secretKey: Uint8Array
  readonly publicKey: Uint8Array
  readonly address: Uint8Array
}

/** The first `count` secp256k1 keys of `mnemonic` (the dev mnemonic by default) at m/44'/118'/0'/0/i, as Keplr derives them. */
export function cosmosDevKeys(count: number, mnemonic = devMnemonic): readonly CosmosDevKey[] {
  const seed = pbkdf2(sha512, mnemonic.normalize('NFKD'), 'mnemonic', { c: 2048, dkLen: 64 })
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const secretKey = root.derive(`m/44'/118'/0'/0/${index}`).privateKey
    if (!secretKey) throw new Error('The dev key has no private key')
    const publicKey = secp256k1.getPublicKey(secretKey, true)
    return Object.freeze({ secretKey, publicKey, address: ripemd160(sha256(publicKey)) })
  })
}
