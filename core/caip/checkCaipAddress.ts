import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { CaipAddress, ChainNamespace } from '../types/ChainNamespace.js'
import { isCaipAddress } from './isCaipAddress.js'

/**
 * The kernel's CAIP-10 check: the canonical CAIP-10 address when `value` has the syntax and the registered
 * adapter of its namespace accepts its address (in the form the adapter gives), else undefined.
 */
export function checkCaipAddress(
  value: unknown,
  chain: (namespace: ChainNamespace) => ChainAdapter | undefined,
): CaipAddress | undefined {
  if (!isCaipAddress(value)) return undefined
  const separator = value.lastIndexOf(':')
  const caipNetworkId = value.slice(0, separator)
  const adapter = chain(caipNetworkId.slice(0, caipNetworkId.indexOf(':')))
  let address: string | undefined
  try {
    address = adapter?.normalizeAddress(value.slice(separator + 1))
  } catch {
    return undefined
  }
  const checked = address === undefined ? undefined : `${caipNetworkId}:${address}`
  return isCaipAddress(checked) ? checked : undefined
}
