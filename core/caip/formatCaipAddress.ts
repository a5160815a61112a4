import type { CaipAddress, CaipNetworkId } from '../types/ChainNamespace.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/** Joins a CAIP-2 id and an account address into a CAIP-10 address; throws CaipError 'Invalid CAIP-10 address'. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return parseCaipAddress(`${caipNetworkId}:${address}`).caipAddress
}
