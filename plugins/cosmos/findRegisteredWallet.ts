import type { PluginContext } from '../../entries/plugin.js'
import type { CosmosNetwork } from './CosmosNetwork.js'
import { createRpcWallet } from './createRpcWallet.js'
import type { DiscoveredCosmosWallet } from './DiscoveredCosmosWallet.js'

/** A cosmos connector another plugin registered (WalletConnect, say) as a wallet this plugin drives over its provider's JSON-RPC. */
export function findRegisteredWallet(ctx: PluginContext, id: string): DiscoveredCosmosWallet | undefined {
  const connector = ctx.stores.connectors
    .getState()
    .connectors.find((item) => item.chain === 'cosmos' && item.id === id)
  const prefixOf = (chainId: string) =>
    (
      ctx.stores.networks
        .getState()
        .configured.find((network) => network.caipNetworkId === `cosmos:${chainId}`) as
        | CosmosNetwork
        | undefined
    )?.bech32Prefix
  return connector && createRpcWallet(connector, prefixOf)
}
