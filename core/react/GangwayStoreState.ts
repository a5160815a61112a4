import type { GangwayStores } from '../store/GangwayStores.js'

/** The state type of one kernel store. */
export type GangwayStoreState<K extends keyof GangwayStores> = ReturnType<GangwayStores[K]['getState']>
