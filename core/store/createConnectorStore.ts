import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector, WalletEntry } from '../types/Connector.js'

export interface ConnectorState {
  readonly connectors: readonly Connector[]
  /** The connector each namespace is connected through. */
  readonly active: Readonly<Partial<Record<ChainNamespace, string>>>
  /** Wallets used most recently (at most 2, newest first), kept across reloads. */
  readonly recent: readonly WalletEntry[]
}

export type ConnectorStore = StoreApi<ConnectorState>

/** Connectors offered by chain plugins; one entry per (chain, id). */
export function createConnectorStore(): ConnectorStore {
  return createStore<ConnectorState>()(() => ({ connectors: [], active: {}, recent: [] }))
}
