import { blake2b512 } from './blake2b512.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const shape = /^[1-9A-HJ-NP-Za-km-z]{40,52}$/
const context = [83, 83, 53, 56, 80, 82, 69]

const decode = (text: string): Uint8Array => {
  let zeros = 0
  while (text[zeros] === '1') zeros += 1
  let number = 0n
  for (const char of text.slice(zeros)) number = number * 58n + BigInt(alphabet.indexOf(char))
  const hex = number ? number.toString(16) : ''
  const digits = hex.length % 2 ? `0${hex}` : hex
  const bytes = new Uint8Array(zeros + digits.length / 2)
  for (let at = 0; at < digits.length / 2; at += 1)
    bytes[zeros + at] = Number.parseInt(digits.slice(at * 2, at * 2 + 2), 16)
  return bytes
}

/**
 * The address when it is an SS58 address of a 32- or 33-byte public key with a valid checksum (any network
 * prefix), else undefined: hex keys, wrong checksums, account indices and oversized strings are refused.
 */
export function normalizePolkadotAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !shape.test(value)) return undefined
  const bytes = decode(value)
  const first = bytes[0] ?? 0x80
  const prefix = first & 0x40 ? 2 : 1
  const key = bytes.length - prefix - 2
  if (first & 0x80 || first === 46 || first === 47 || (key !== 32 && key !== 33)) return undefined
  const hash = blake2b512(Uint8Array.from([...context, ...bytes.subarray(0, bytes.length - 2)]))
  return hash[0] === bytes[bytes.length - 2] && hash[1] === bytes[bytes.length - 1] ? value : undefined
}
