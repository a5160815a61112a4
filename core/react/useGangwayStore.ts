import { useStore } from 'zustand'
import type { GangwayStores } from '../store/GangwayStores.js'
import { useGangwayContext } from './useGangwayContext.js'

/** Subscribes to one kernel store with a selector (useSyncExternalStore under the hood). */
export function useGangwayStore<K extends keyof GangwayStores, T>(
  key: K,
  selector: (state: ReturnType<GangwayStores[K]['getState']>) => T,
): T {
  const { gangway } = useGangwayContext()
  return useStore(gangway.stores[key] as never, selector as never) as T
}
