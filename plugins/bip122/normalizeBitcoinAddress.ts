import type { BitcoinAddressFormat } from './BitcoinAddressFormat.js'
import { decodeBase58Check } from './decodeBase58Check.js'
import { decodeSegwitAddress } from './decodeSegwitAddress.js'

/**
 * The canonical form of a Bitcoin address of one of `formats` (segwit lower-cased, base58 as written), or
 * undefined: base58check P2PKH/P2SH and bech32/bech32m segwit, checksums checked, at most 90 characters.
 */
export function normalizeBitcoinAddress(
  value: unknown,
  formats: readonly BitcoinAddressFormat[],
): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text.length < 26 || text.length > 90) return undefined
  const segwit = decodeSegwitAddress(text)
  if (segwit) return formats.some((format) => format.hrp === segwit.hrp) ? text.toLowerCase() : undefined
  const payload = text.length <= 35 ? decodeBase58Check(text, 35) : undefined
  if (payload?.length !== 21) return undefined
  const version = payload[0]
  return formats.some((format) => format.p2pkh === version || format.p2sh === version) ? text : undefined
}
