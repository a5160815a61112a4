import type { PluginContext } from '../../entries/plugin.js'
import { createRpcWallet } from './createRpcWallet.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'

/** A solana connector another plugin registered (WalletConnect, say) as a wallet this plugin drives over its provider's JSON-RPC. */
export function findRegisteredWallet(ctx: PluginContext, id: string): DiscoveredSolanaWallet | undefined {
  const connector = ctx.stores.connectors
    .getState()
    .connectors.find((item) => item.chain === 'solana' && item.id === id)
  const chains = ctx.stores.networks
    .getState()
    .configured.filter((network) => network.chainNamespace === 'solana')
    .map((network) => network.caipNetworkId)
  return connector && createRpcWallet(connector, chains)
}
