import type { CaipNetworkId } from '../../entries/plugin.js'
import type { DiscoveredPolkadotWallet } from './DiscoveredPolkadotWallet.js'
import type { PolkadotAccount } from './PolkadotAccount.js'
import type { PolkadotInjected } from './PolkadotInjected.js'
import type { PolkadotRemoteProvider } from './PolkadotRemoteProvider.js'

/** The live connection: an enabled extension (injected) or a WalletConnect session (remote), its accounts and network. */
export interface PolkadotConnection {
  readonly connectorId: string
  readonly name: string
  readonly wallet:
    | {
        readonly kind: 'injected'
        readonly discovered: DiscoveredPolkadotWallet
        readonly injected: PolkadotInjected
      }
    | { readonly kind: 'remote'; readonly provider: PolkadotRemoteProvider }
  /** Every usable account the wallet gave, whatever its network. */
  readonly accounts: readonly PolkadotAccount[]
  /** The account in use: the first of `accounts` valid on the network. */
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
}
