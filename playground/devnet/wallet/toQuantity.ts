import { ProviderRpcError } from './ProviderRpcError.js'

/** Reads a JSON-RPC quantity (0x-hex, or a decimal number / bigint) as a bigint; undefined stays undefined. */
export function toQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value)
  throw new ProviderRpcError(
    -32602,
    `Invalid transaction field ${field}: expected a 0x-prefixed hex quantity`,
  )
}
