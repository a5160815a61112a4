import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'

const decimalReference = /^[1-9]\d{0,14}$/

/** A stand-in for a network the host did not configure, labelled 'Unknown Network'; a decimal reference (an EVM chain id) becomes a numeric id. */
export function unsupportedNetworkPlaceholder(caipNetworkId: CaipNetworkId): Network {
  const separator = caipNetworkId.indexOf(':')
  const chainNamespace: ChainNamespace = caipNetworkId.slice(0, separator)
  const reference = caipNetworkId.slice(separator + 1)
  return {
    id: decimalReference.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
