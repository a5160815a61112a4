import { CaipError } from '../errors/CaipError.js'
import { invalidCaipAddress } from '../errors/messages/invalidCaipAddress.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import { describeReceived } from './describeReceived.js'
import { isCaipAddress } from './isCaipAddress.js'

export interface ParsedCaipAddress {
  readonly namespace: ChainNamespace
  readonly reference: string
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  readonly caipAddress: CaipAddress
}

/** Splits a CAIP-10 address (`eip155:1:0xab…`); throws CaipError 'Invalid CAIP-10 address' when malformed. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new CaipError(invalidCaipAddress, { details: describeReceived(value) })
  const [namespace, reference, address] = value.split(':') as [ChainNamespace, string, string]
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
    caipAddress: value,
  }
}
