const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const bech32Constant = 1
const bech32mConstant = 0x2bc830a3

const polymod = (values: readonly number[]) => {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) check ^= generator[bit]!
  }
  return check >>> 0
}

/** A segwit address split into its human-readable part, witness version and program. */
export interface SegwitAddress {
  readonly hrp: string
  readonly version: number
  readonly program: Uint8Array
}

/**
 * Decodes a segwit address (BIP-173 bech32 for version 0, BIP-350 bech32m for versions 1 to 16) with its
 * checksum and program rules; undefined for anything else. At most 90 characters, one case only.
 */
export function decodeSegwitAddress(text: string): SegwitAddress | undefined {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined
  const lower = text.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator < 8) return undefined
  const hrp = lower.slice(0, separator)
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const value = charset.indexOf(char)
    if (value < 0) return undefined
    data.push(value)
  }
  const expanded = [...hrp].map((char) => char.charCodeAt(0))
  if (expanded.some((code) => code < 33 || code > 126)) return undefined
  const constant = polymod([
    ...expanded.map((code) => code >> 5),
    0,
    ...expanded.map((code) => code & 31),
    ...data,
  ])
  const version = data[0]!
  if (version > 16 || constant !== (version === 0 ? bech32Constant : bech32mConstant)) return undefined
  const program: number[] = []
  let accumulator = 0
  let bits = 0
  for (const value of data.slice(1, -6)) {
    accumulator = (accumulator << 5) | value
    bits += 5
    if (bits >= 8) {
      bits -= 8
      program.push((accumulator >> bits) & 255)
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined
  if (program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { hrp, version, program: Uint8Array.from(program) }
}
