import type { CaipNetworkId } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'

/** True when the network (or CAIP-2 id) is configured, also matching a configured deprecated id. */
export function isNetworkSupported(
  network: Network | CaipNetworkId,
  configuredNetworks: readonly Network[],
): boolean {
  const id = typeof network === 'string' ? network : network.caipNetworkId
  return configuredNetworks.some((n) => n.caipNetworkId === id || n.deprecatedCaipNetworkId === id)
}
