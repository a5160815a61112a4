import type { CosmosRpcProvider } from './CosmosRpcProvider.js'
import type { CosmosWallet } from './CosmosWallet.js'

/** A cosmos wallet the plugin drives: an injected Keplr-compatible one, or a connector's JSON-RPC provider wrapped as one. */
export interface DiscoveredCosmosWallet {
  readonly id: string
  readonly name: string
  readonly type: 'injected' | 'WALLET_CONNECT'
  readonly icon?: string
  readonly rdns?: string
  readonly wallet: CosmosWallet
  /** The WalletConnect provider behind `wallet`, whose events the adapter follows. */
  readonly rpc?: CosmosRpcProvider
}
