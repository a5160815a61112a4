import type { CaipNetworkId } from '../../entries/plugin.js'
import type { BitcoinAccount } from './BitcoinAccount.js'

/** What a wallet answered to a connect: its accounts (payment ones first) and the network it is on. */
export interface BitcoinSession {
  readonly accounts: readonly BitcoinAccount[]
  readonly caipNetworkId: CaipNetworkId
}
