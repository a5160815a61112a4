import type { Account, AccountState } from '../types/Account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { WalletEntry } from '../types/Connector.js'

/** How a chain plugin reports wallet events; the kernel keeps state, storage and events consistent. */
export interface SessionReporter {
  accountsChanged(namespace: ChainNamespace, accounts: readonly Account[]): void
  chainChanged(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  disconnected(namespace: ChainNamespace): void
  update(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Asks the kernel to fetch the balance again (after a transaction, say), bypassing its cache. */
  refreshBalance(namespace: ChainNamespace): void
  /** Puts a wallet first in the persisted recent wallets (a pairing plugin: the directory wallet chosen). */
  rememberWallet(wallet: WalletEntry): void
}
