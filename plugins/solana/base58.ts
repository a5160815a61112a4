import { RpcError } from '../../entries/plugin.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const indexes = new Map([...alphabet].map((char, index) => [char, index]))

/** Base58 (Bitcoin alphabet) of bytes, leading zero bytes as '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  const digits: number[] = []
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte
    for (let index = 0; index < digits.length; index += 1) {
      carry += digits[index]! << 8
      digits[index] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}

/** Bytes of a base58 string; throws RpcError -32602 (invalid params) on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  const bytes: number[] = []
  for (const char of text.slice(zeros)) {
    const value = indexes.get(char)
    if (value === undefined) throw new RpcError(-32602, { details: `"${char}" is not a base58 character` })
    let carry = value
    for (let index = 0; index < bytes.length; index += 1) {
      carry += bytes[index]! * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
