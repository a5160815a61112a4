import type { GangwayStores } from '../store/GangwayStores.js'
import type { ReadonlyStore } from '../store/ReadonlyStore.js'

/** The kernel stores as a plugin sees them: read and subscribe only; plugins change state through ctx actions. */
export type PluginStores = {
  readonly [K in keyof GangwayStores]: ReadonlyStore<ReturnType<GangwayStores[K]['getState']>>
}
