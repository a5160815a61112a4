import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { initialPairingState, type PairingState } from './PairingState.js'

const idle = () => () => {}

/** The plugin's pairing state, re-rendering on change. */
export function usePairingState(store: StoreApi<PairingState> | undefined): PairingState {
  return useSyncExternalStore(
    store ? store.subscribe : idle,
    () => store?.getState() ?? initialPairingState,
    () => initialPairingState,
  )
}
