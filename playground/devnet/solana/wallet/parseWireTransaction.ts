import bs58 from 'bs58'

/** A serialized Solana transaction (legacy or v0) read at byte level: signature slots, the signed message, its signers. */
export interface WireTransaction {
  readonly signatures: readonly Uint8Array[]
  /** Offset of the first signature slot in the wire bytes. */
  readonly signaturesOffset: number
  readonly message: Uint8Array
  /** The base58 keys that must sign, in signature-slot order. */
  readonly signers: readonly string[]
  readonly version: 'legacy' | number
}

function shortVec(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 1; size <= 3; size += 1) {
    const byte = bytes[offset + size - 1]
    if (byte === undefined) throw new Error('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * (size - 1))
    if ((byte & 0x80) === 0) return { value, size }
  }
  throw new Error('The transaction has an invalid length prefix')
}

/** Reads the wire format without an SDK; throws on malformed bytes. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const count = shortVec(bytes, 0)
  const signaturesOffset = count.size
  const messageOffset = signaturesOffset + 64 * count.value
  const message = bytes.subarray(messageOffset)
  if (message.length < 4) throw new Error('The transaction has no message')
  const versioned = (message[0]! & 0x80) !== 0
  const headerOffset = versioned ? 1 : 0
  const required = message[headerOffset]!
  const keys = shortVec(message, headerOffset + 3)
  const keysOffset = headerOffset + 3 + keys.size
  if (required > keys.value || message.length < keysOffset + 32 * keys.value)
    throw new Error('The transaction message is malformed')
  if (required !== count.value) throw new Error('The transaction has the wrong number of signature slots')
  return {
    signatures: Array.from({ length: count.value }, (_, index) =>
      bytes.subarray(signaturesOffset + 64 * index, signaturesOffset + 64 * (index + 1)),
    ),
    signaturesOffset,
    message,
    signers: Array.from({ length: required }, (_, index) =>
      bs58.encode(message.subarray(keysOffset + 32 * index, keysOffset + 32 * (index + 1))),
    ),
    version: versioned ? message[0]! & 0x7f : 'legacy',
  }
}
