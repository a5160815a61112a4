import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'

/** A stand-in for a network the host did not configure, labelled 'Unknown Network'. */
export function unsupportedNetworkPlaceholder(caipNetworkId: CaipNetworkId): Network {
  const separator = caipNetworkId.indexOf(':')
  const chainNamespace = caipNetworkId.slice(0, separator) as ChainNamespace
  const reference = caipNetworkId.slice(separator + 1)
  return {
    id: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
