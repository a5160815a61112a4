import type { Account, ConnectedWalletInfo } from '../types/Account.js'
import type { CaipNetworkId } from '../types/ChainNamespace.js'

/** What a chain adapter's connect resolves with. */
export interface ConnectResult {
  readonly accounts: readonly Account[]
  readonly caipNetworkId: CaipNetworkId
  readonly walletInfo?: ConnectedWalletInfo
}
