import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'

export interface StoredConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  /** When it was last used (ms since epoch): reconnect tries the newest first. */
  readonly at: number
}

/** What the kernel keeps across reloads. */
export interface KernelPersistence {
  connections(): readonly StoredConnection[]
  saveConnection(namespace: ChainNamespace, connectorId: string): void
  clearConnection(namespace: ChainNamespace): void
  activeNetwork(): CaipNetworkId | undefined
  saveActiveNetwork(caipNetworkId: CaipNetworkId): void
  addRecentWallet(walletId: string): void
  /** Forgets cached login data (e-mail, social username, login times) on disconnect. */
  clearLoginData(): void
}
