import { keccak256 } from './keccak256.js'

const hex40 = /^0x[0-9a-fA-F]{40}$/

/** The EIP-55 checksummed form of a 0x address (all lower or all upper case, or already checksummed), else undefined. */
export function normalizeEvmAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !hex40.test(value)) return undefined
  const lower = value.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let checksummed = '0x'
  for (let i = 0; i < 40; i++)
    checksummed += (hash[i >> 1]! >> (i & 1 ? 0 : 4)) & 8 ? lower[i]!.toUpperCase() : lower[i]
  const body = value.slice(2)
  const uniform = body === lower || body === body.toUpperCase()
  return uniform || value === checksummed ? checksummed : undefined
}
