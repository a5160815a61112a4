import type { GangwayStores } from './GangwayStores.js'
import type { ReadonlyStore } from './ReadonlyStore.js'

/** The kernel stores as plugins and hosts see them: read and subscribe only; state changes through actions. */
export type ReadonlyStores = {
  readonly [K in keyof GangwayStores]: ReadonlyStore<ReturnType<GangwayStores[K]['getState']>>
}
