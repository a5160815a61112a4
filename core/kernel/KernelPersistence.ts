import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { WalletEntry } from '../types/Connector.js'

export interface StoredConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  /** Recency rank: higher was used more recently; reconnect tries the highest first. */
  readonly at: number
}

/** What the kernel keeps across reloads. */
export interface KernelPersistence {
  connections(): readonly StoredConnection[]
  saveConnection(namespace: ChainNamespace, connectorId: string): void
  clearConnection(namespace: ChainNamespace): void
  activeNetwork(): CaipNetworkId | undefined
  saveActiveNetwork(caipNetworkId: CaipNetworkId): void
  recentWallets(): readonly WalletEntry[]
  /** Puts a wallet first in the recent list (at most 2) and returns the new list. */
  addRecentWallet(wallet: WalletEntry): readonly WalletEntry[]
  /** Forgets cached login data (e-mail, social username, login times) on disconnect. */
  clearLoginData(): void
}
