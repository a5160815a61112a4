import { bech32Decode } from './bech32Decode.js'

/**
 * The canonical (lower-case) form of a bech32 account address of 20 or 32 bytes whose prefix is one of
 * `prefixes` (any prefix when `prefixes` is undefined), else undefined.
 */
export function normalizeCosmosAddress(
  address: string,
  prefixes: readonly string[] | undefined,
): string | undefined {
  const decoded = bech32Decode(typeof address === 'string' ? address.trim() : '')
  if (!decoded || (decoded.data.length !== 20 && decoded.data.length !== 32)) return undefined
  if (prefixes && !prefixes.includes(decoded.prefix)) return undefined
  return address.trim().toLowerCase()
}
