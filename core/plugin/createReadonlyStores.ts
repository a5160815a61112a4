import type { GangwayStores } from '../store/GangwayStores.js'
import type { ReadonlyStores } from '../store/ReadonlyStores.js'

/** Read-only views of the kernel stores, without setState, for plugin contexts and the host's `gangway.stores`. */
export function createReadonlyStores(stores: GangwayStores): ReadonlyStores {
  const views: Record<string, unknown> = {}
  for (const [key, store] of Object.entries(stores))
    views[key] = Object.freeze({
      getState: store.getState,
      getInitialState: store.getInitialState,
      subscribe: store.subscribe,
    })
  return Object.freeze(views) as ReadonlyStores
}
