import type { ChainNamespace, Network } from '../../entries/plugin.js'

/** The namespaces of the configured networks, in the order they first appear. */
export function configuredNamespaces(networks: readonly Network[]): ChainNamespace[] {
  return [...new Set(networks.map((network) => network.chainNamespace))]
}
