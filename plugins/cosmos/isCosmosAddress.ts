import { normalizeCosmosAddress } from './normalizeCosmosAddress.js'

/** Whether `value` is a bech32 cosmos account address (checksum, 20 or 32 bytes), of `prefix` when given. */
export function isCosmosAddress(value: string, prefix?: string): boolean {
  return normalizeCosmosAddress(value, prefix === undefined ? undefined : [prefix]) !== undefined
}
