import type { Gangway } from '../Gangway.js'
import type { GangwayStores } from '../store/GangwayStores.js'

/** The writable stores behind each kernel's read-only `gangway.stores`, for tests; no public entry exports it. */
export const kernelStores = new WeakMap<Gangway, GangwayStores>()
