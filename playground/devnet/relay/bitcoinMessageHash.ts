import { sha256 } from '@noble/hashes/sha2.js'

/** Bitcoin's variable-length integer, for lengths up to 0xffff. */
const varint = (length: number) => (length < 0xfd ? [length] : [0xfd, length & 0xff, length >> 8])

/** The double SHA-256 a Bitcoin signed message signs ("\x18Bitcoin Signed Message:\n", length, message). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const text = new TextEncoder().encode(message)
  if (text.length > 0xffff) throw new RangeError('The message is too long')
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  return sha256(sha256(Uint8Array.from([...prefix, ...varint(text.length), ...text])))
}
