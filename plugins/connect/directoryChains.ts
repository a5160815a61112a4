import type { Network } from '../../entries/plugin.js'

/** The directory's `chains` filter: configured mainnets, or none when a namespace has only testnets (they match no wallet). */
export function directoryChains(networks: readonly Network[]): string[] | undefined {
  const mainnets = networks.filter((network) => !network.testnet)
  const covered = new Set(mainnets.map((network) => network.chainNamespace))
  if (networks.some((network) => !covered.has(network.chainNamespace))) return undefined
  const chains = [...new Set(mainnets.map((network) => network.caipNetworkId))]
  return chains.length > 0 ? chains : undefined
}
