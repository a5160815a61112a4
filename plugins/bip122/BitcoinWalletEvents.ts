import type { CaipNetworkId } from '../../entries/plugin.js'
import type { BitcoinAccount } from './BitcoinAccount.js'

/** What a wallet client reports after connect: new accounts, another network (with its accounts), or the end. */
export interface BitcoinWalletEvents {
  accounts(accounts: readonly BitcoinAccount[]): void
  network(caipNetworkId: CaipNetworkId, accounts: readonly BitcoinAccount[] | undefined): void
  disconnect(): void
}
