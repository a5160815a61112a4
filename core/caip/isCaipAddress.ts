import type { CaipAddress } from '../types/ChainNamespace.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/** True for a CAIP-10 address: a valid CAIP-2 id, a colon and 1 to 128 characters from [-.%a-zA-Z0-9]. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    isCaipNetworkId(`${parts[0]}:${parts[1]}`) &&
    accountAddressPattern.test(parts[2] ?? '')
  )
}
