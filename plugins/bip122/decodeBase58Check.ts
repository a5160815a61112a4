import { sha256 } from './sha256.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The payload of a base58check string (version byte first), or undefined when a character or the checksum is wrong. */
export function decodeBase58Check(text: string, maxLength = 64): Uint8Array | undefined {
  if (text.length === 0 || text.length > maxLength) return undefined
  const bytes: number[] = []
  for (const char of text) {
    let carry = alphabet.indexOf(char)
    if (carry < 0) return undefined
    for (let index = 0; index < bytes.length; index += 1) {
      carry += bytes[index]! * 58
      bytes[index] = carry & 255
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 255)
  }
  for (let index = 0; text[index] === '1'; index += 1) bytes.push(0)
  const decoded = Uint8Array.from(bytes.reverse())
  if (decoded.length < 5) return undefined
  const payload = decoded.subarray(0, -4)
  const check = sha256(sha256(payload))
  return decoded.subarray(-4).every((byte, index) => byte === check[index]) ? payload : undefined
}
