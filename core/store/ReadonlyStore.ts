import type { StoreApi } from 'zustand/vanilla'

/** A store that can be read and watched but not written. */
export type ReadonlyStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>
