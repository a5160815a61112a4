import { useSyncExternalStore } from 'react'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { GangwayStoreState } from './GangwayStoreState.js'
import { getServerState } from './getServerState.js'
import { useGangwayContext } from './useGangwayContext.js'

/** Subscribes to one kernel store with a selector; server render and hydration read the storage-free initial state, so they agree. */
export function useGangwayStore<K extends keyof GangwayStores, T>(
  key: K,
  selector: (state: GangwayStoreState<K>) => T,
): T {
  const { gangway } = useGangwayContext()
  const store = gangway.stores[key]
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState() as GangwayStoreState<K>),
    () => selector(getServerState(gangway, key)),
  )
}
