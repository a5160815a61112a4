import type { GangwayStores } from '../store/GangwayStores.js'
import type { PluginStores } from './PluginStores.js'

/** Read-only views of the kernel stores, without setState, for plugin contexts. */
export function createReadonlyStores(stores: GangwayStores): PluginStores {
  const views: Record<string, unknown> = {}
  for (const [key, store] of Object.entries(stores))
    views[key] = Object.freeze({
      getState: store.getState,
      getInitialState: store.getInitialState,
      subscribe: store.subscribe,
    })
  return Object.freeze(views) as PluginStores
}
