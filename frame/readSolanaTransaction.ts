import { encodeBase58 } from './encodeBase58.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** What the frame reads of a serialized Solana transaction (legacy or v0). */
export interface SolanaTransactionView {
  /** The message: what a signer signs. */
  readonly message: Uint8Array
  /** The signer slots' keys, in order (base58). */
  readonly signers: readonly string[]
  /** System-program transfers found in it. */
  readonly transfers: readonly { readonly from: string; readonly to: string; readonly lamports: bigint }[]
  readonly instructions: number
  /** The transaction with `signature` put into `signer`'s slot. */
  withSignature(signer: string, signature: Uint8Array): Uint8Array
}

/** Reads a serialized Solana transaction; throws 'Invalid transaction' on anything malformed. */
export function readSolanaTransaction(bytes: Uint8Array): SolanaTransactionView {
  let at = 0
  const fail = () => {
    throw new Error('Invalid transaction')
  }
  const byte = () => (at < bytes.length ? (bytes[at++] as number) : fail())
  const shortVec = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
    return fail()
  }
  const take = (length: number) => {
    if (at + length > bytes.length) fail()
    const slice = bytes.subarray(at, at + length)
    at += length
    return slice
  }
  const signatureCount = shortVec()
  const signaturesAt = at
  take(signatureCount * 64)
  const messageAt = at
  if ((bytes[at] ?? 0) & 0x80) byte()
  const required = byte()
  byte()
  byte()
  const keys = Array.from({ length: shortVec() }, () => encodeBase58(take(32)))
  take(32)
  const transfers: { from: string; to: string; lamports: bigint }[] = []
  const instructions = shortVec()
  for (let index = 0; index < instructions; index++) {
    const program = keys[byte()]
    const accounts = Array.from({ length: shortVec() }, () => byte())
    const data = take(shortVec())
    if (
      program === SYSTEM_PROGRAM &&
      data.length === 12 &&
      data[0] === 2 &&
      !data[1] &&
      !data[2] &&
      !data[3]
    ) {
      const lamports = new DataView(data.buffer, data.byteOffset + 4, 8).getBigUint64(0, true)
      const [from, to] = accounts.map((key) => keys[key])
      if (from && to) transfers.push({ from, to, lamports })
    }
  }
  if (required !== signatureCount || required > keys.length) fail()
  const signers = keys.slice(0, required)
  return {
    message: bytes.slice(messageAt),
    signers,
    transfers,
    instructions,
    withSignature(signer, signature) {
      const slot = signers.indexOf(signer)
      if (slot < 0 || signature.length !== 64)
        throw new Error('The address is not a signer of this transaction')
      const signed = bytes.slice()
      signed.set(signature, signaturesAt + slot * 64)
      return signed
    },
  }
}
