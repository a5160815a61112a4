import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/** Joins a namespace and a reference into a CAIP-2 id; throws CaipError 'Invalid CAIP-2 network id'. */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  return parseCaipNetworkId(`${namespace}:${reference}`).caipNetworkId
}
