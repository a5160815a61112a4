import type { Network } from '../../core/index.js'
import type { Devnet } from './Devnet.js'

/** The devnet's chains as Gangway networks (eip155, ETH, testnet), ready for createGangway({ networks }). */
export function devNetworks(devnet: Pick<Devnet, 'chains'>): [Network, ...Network[]] {
  const [first, ...rest] = devnet.chains.map(
    (chain): Network => ({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  if (!first) throw new Error('the devnet has no chains')
  return [first, ...rest]
}
