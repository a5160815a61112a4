import { ProviderRpcError } from './ProviderRpcError.js'

/** Reads a 0x-prefixed hexadecimal chainId, throwing -32602 otherwise. */
export function readChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    throw new ProviderRpcError(
      -32602,
      `Expected a 0x-prefixed hexadecimal chainId, received ${String(value)}`,
    )
  return Number.parseInt(value, 16)
}
