import type { Account } from '../../entries/plugin.js'
import type { CosmosNetwork } from './CosmosNetwork.js'
import type { DiscoveredCosmosWallet } from './DiscoveredCosmosWallet.js'

/** The live cosmos connection: the wallet, the network (chain id) it is enabled on and its account there. */
export interface CosmosConnection {
  readonly connectorId: string
  readonly wallet: DiscoveredCosmosWallet
  readonly network: CosmosNetwork
  readonly account: Account
}
