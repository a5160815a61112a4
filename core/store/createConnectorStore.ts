import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'

export interface ConnectorState {
  readonly connectors: readonly Connector[]
  /** The connector each namespace is connected through. */
  readonly active: Readonly<Partial<Record<ChainNamespace, string>>>
}

export type ConnectorStore = StoreApi<ConnectorState>

/** Connectors offered by chain plugins; one entry per (chain, id). */
export function createConnectorStore(): ConnectorStore {
  return createStore<ConnectorState>()(() => ({ connectors: [], active: {} }))
}
