import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'

export interface NetworkState {
  readonly configured: readonly Network[]
  readonly active: Readonly<Partial<Record<ChainNamespace, CaipNetworkId>>>
  readonly activeNamespace: ChainNamespace | undefined
  readonly switching: CaipNetworkId | undefined
}

export type NetworkStore = StoreApi<NetworkState>

/** Configured networks, the active network of each namespace, and the active namespace. */
export function createNetworkStore(configured: readonly Network[], initial?: Network): NetworkStore {
  const active: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const network of configured) active[network.chainNamespace] ??= network.caipNetworkId
  if (initial) active[initial.chainNamespace] = initial.caipNetworkId
  return createStore<NetworkState>()(() => ({
    configured,
    active,
    activeNamespace: initial?.chainNamespace ?? configured[0]?.chainNamespace,
    switching: undefined,
  }))
}
