const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

const polymod = (values: readonly number[]) => {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) check ^= generator[bit] as number
  }
  return check
}

/** The prefix and bytes of a bech32 (BIP-173) string with a valid checksum, at most 90 characters, else undefined. */
export function bech32Decode(
  value: string,
): { readonly prefix: string; readonly data: Uint8Array } | undefined {
  if (typeof value !== 'string' || value.length < 8 || value.length > 90) return undefined
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined
  const split = lower.lastIndexOf('1')
  if (split < 1 || lower.length - split < 7) return undefined
  const prefix = lower.slice(0, split)
  const codes = [...prefix].map((char) => char.charCodeAt(0))
  if (codes.some((code) => code < 33 || code > 126)) return undefined
  const words = [...lower.slice(split + 1)].map((char) => charset.indexOf(char))
  if (words.includes(-1)) return undefined
  if (polymod([...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31), ...words]) !== 1)
    return undefined
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const word of words.slice(0, -6)) {
    buffer = (buffer << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  if (bits >= 5 || (buffer & ((1 << bits) - 1)) !== 0) return undefined
  return { prefix, data: Uint8Array.from(bytes) }
}
