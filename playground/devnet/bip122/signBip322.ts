import { sha256 } from '@noble/hashes/sha2.js'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinDevKey } from './BitcoinDevKey.js'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's message hash: the tagged hash 'BIP0322-signed-message' of the message. */
export const bip322MessageHash = (message: string) =>
  sha256(new Uint8Array([...tag, ...tag, ...new TextEncoder().encode(message)]))

/**
 * A BIP-322 "simple" signature of `message` by `key` (P2WPKH or P2TR key path): the witness of to_sign's only input,
 * spending to_spend's output, serialised and base64-encoded.
 */
export function signBip322(key: BitcoinDevKey, message: string): string {
  const toSpend = new Transaction({
    version: 0,
    lockTime: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
  })
  toSpend.addOutput({ script: key.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return btoa(String.fromCharCode(...RawWitness.encode(witness)))
}
