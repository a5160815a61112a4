import type { Gangway } from '../Gangway.js'
import type { NetworkState } from '../store/createNetworkStore.js'
import { createNetworkStore } from '../store/createNetworkStore.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { GangwayStoreState } from './GangwayStoreState.js'

const storageFreeNetworks = new WeakMap<Gangway, NetworkState>()

/** What a server renders for a store: its initial state with nothing read from storage (the networks store starts on the stored network, a server never has one). */
export function getServerState<K extends keyof GangwayStores>(
  gangway: Gangway,
  key: K,
): GangwayStoreState<K> {
  if (key !== 'networks') return gangway.stores[key].getInitialState() as GangwayStoreState<K>
  let state = storageFreeNetworks.get(gangway)
  if (!state) {
    state = createNetworkStore(gangway.config.networks, gangway.config.defaultNetwork).getInitialState()
    storageFreeNetworks.set(gangway, state)
  }
  return state as GangwayStoreState<K>
}
