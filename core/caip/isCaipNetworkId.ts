import type { CaipNetworkId } from '../types/ChainNamespace.js'
import { isChainNamespace } from './isChainNamespace.js'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/** True for a CAIP-2 id (syntax only): a namespace of 3 to 8 characters from [-a-z0-9] and a reference of 1 to 32 characters from [-_a-zA-Z0-9]. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isChainNamespace(parts[0]) && referencePattern.test(parts[1] ?? '')
}
