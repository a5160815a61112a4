import type { GangwayStores } from '../store/GangwayStores.js'
import type { ReadonlyStores } from '../store/ReadonlyStores.js'

/** Read-only views of the kernel stores, without setState, for plugin contexts and the host's `gangway.stores`. */
export function createReadonlyStores(stores: GangwayStores): ReadonlyStores {
  return Object.freeze(
    Object.fromEntries(
      Object.entries(stores).map(([key, { getState, getInitialState, subscribe }]) => [
        key,
        Object.freeze({ getState, getInitialState, subscribe }),
      ]),
    ),
  ) as ReadonlyStores
}
