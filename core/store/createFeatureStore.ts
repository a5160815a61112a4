import { createStore, type StoreApi } from 'zustand/vanilla'
import { defaultFeatures } from '../config/defaultFeatures.js'
import { type FeatureOverride, mergeRemoteFeatures } from '../config/mergeRemoteFeatures.js'
import type { Features } from '../types/Features.js'

export interface FeatureState {
  /** What the host set (config.features, then setFeatures), validated. */
  readonly host: Partial<Features>
  /** The remote project's flags once loaded; null before that, or when the fetch failed. */
  readonly remote: Partial<Features> | null
  /** The flags in effect: defaults, then the host's, then the remote ones (basic mode turns those off). */
  readonly features: Features
}

export interface FeatureStore extends StoreApi<FeatureState> {
  /** Replaces the host or remote input and recomputes the flags in effect; returns each host value that lost. */
  update(input: {
    readonly host?: Partial<Features>
    readonly remote?: Partial<Features> | null
  }): FeatureOverride[]
}

/** The one home of feature flags: inputs and the result of the merge rule (spec section 6), applied only here. */
export function createFeatureStore(host: Partial<Features>, basic: boolean): FeatureStore {
  const merge = (local: Partial<Features>, remote: Partial<Features> | null) =>
    mergeRemoteFeatures({ local, remote, basic, defaults: defaultFeatures })
  const store = createStore<FeatureState>()(() => ({
    host,
    remote: null,
    features: merge(host, null).features,
  }))
  return Object.assign(store, {
    update(input: { readonly host?: Partial<Features>; readonly remote?: Partial<Features> | null }) {
      const state = store.getState()
      const next = {
        host: input.host ?? state.host,
        remote: input.remote === undefined ? state.remote : input.remote,
      }
      const { features, overridden } = merge(next.host, next.remote)
      store.setState({ ...next, features })
      return overridden
    },
  })
}
