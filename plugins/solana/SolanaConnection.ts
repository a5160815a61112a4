import type { CaipNetworkId } from '../../entries/plugin.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { StandardWalletAccount } from './StandardWallet.js'

/** The live connection: the wallet, the account in use and the network the dapp chose for it. */
export interface SolanaConnection {
  readonly connectorId: string
  readonly wallet: DiscoveredSolanaWallet
  readonly address: string
  /** The wallet's own account object (Wallet Standard), handed back to it in every request. */
  readonly account?: StandardWalletAccount
  readonly caipNetworkId: CaipNetworkId
}
