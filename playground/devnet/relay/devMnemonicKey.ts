import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { HDKey } from '@scure/bip32'
import { devMnemonic } from '../devMnemonic.js'

/** The BIP-32 key at `path` of the dev mnemonic (BIP-39 seed without a passphrase). */
export function devMnemonicKey(path: string): HDKey {
  const encode = (text: string) => new TextEncoder().encode(text.normalize('NFKD'))
  const seed = pbkdf2(sha512, encode(devMnemonic), encode('mnemonic'), { c: 2048, dkLen: 64 })
  return HDKey.fromMasterSeed(seed).derive(path)
}
