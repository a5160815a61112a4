import * as networks from '../../core/networks/index.js'

/** Names of the networks Gangway ships (`gangway/networks`), by CAIP-2 id: the asset images drawn for them. */
export const knownNetworkNames: ReadonlyMap<string, string> = new Map(
  Object.values(networks)
    .filter((value) => typeof value === 'object' && value !== null && 'caipNetworkId' in value)
    .map((network) => [network.caipNetworkId, network.name]),
)
