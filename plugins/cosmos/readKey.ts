import type { Account } from '../../entries/plugin.js'
import { bech32Decode } from './bech32Decode.js'
import { normalizeCosmosAddress } from './normalizeCosmosAddress.js'
import { toBase64 } from './toBase64.js'

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The account of a getKey answer when it holds up: a bech32 address of `prefix` (any prefix when undefined),
 * whose bytes match `address` when given, and a 32- to 65-byte public key; else undefined. Never throws.
 */
export function readKey(value: unknown, prefix: string | undefined): Account | undefined {
  try {
    const { bech32Address, pubKey, address: raw } = value as Record<string, unknown>
    const address = normalizeCosmosAddress(
      bech32Address as string,
      prefix === undefined ? undefined : [prefix],
    )
    if (!address || !(pubKey instanceof Uint8Array) || pubKey.length < 32 || pubKey.length > 65)
      return undefined
    if (raw instanceof Uint8Array && !same(raw, bech32Decode(address)?.data ?? new Uint8Array()))
      return undefined
    return { namespace: 'cosmos', address, type: 'eoa', publicKey: toBase64(pubKey) }
  } catch {
    return undefined
  }
}
