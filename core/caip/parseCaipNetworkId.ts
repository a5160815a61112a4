import { CaipError } from '../errors/CaipError.js'
import { invalidCaipNetworkId } from '../errors/messages/invalidCaipNetworkId.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import { describeReceived } from './describeReceived.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'

export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace
  readonly reference: string
  readonly caipNetworkId: CaipNetworkId
}

/** Splits a CAIP-2 id (`eip155:1`); throws CaipError 'Invalid CAIP-2 network id' when malformed. */
export function parseCaipNetworkId(id: unknown): ParsedCaipNetworkId {
  if (!isCaipNetworkId(id)) throw new CaipError(invalidCaipNetworkId, { details: describeReceived(id) })
  const separator = id.indexOf(':')
  return {
    namespace: id.slice(0, separator) as ChainNamespace,
    reference: id.slice(separator + 1),
    caipNetworkId: id,
  }
}
