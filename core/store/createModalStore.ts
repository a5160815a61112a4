import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ViewEntry, ViewId } from '../types/ViewRegistry.js'

export interface ModalState {
  readonly open: boolean
  readonly loading: boolean
  /** While loading: the view the open asked for by name, if it did (its skeleton stands in). */
  readonly opening?: ViewId | undefined
  readonly shake: boolean
  readonly history: readonly ViewEntry[]
  /** The plugin loaders' PluginLoader.connectRows, unchecked: the Connect view's loading frame counts them (connectRows). */
  readonly connectRows?: readonly unknown[]
}

export type ModalStore = StoreApi<ModalState>

/** The modal's state: open, loading, the 500 ms shake and the view history (top is last). */
export function createModalStore(): ModalStore {
  return createStore<ModalState>()(() => ({
    open: false,
    loading: false,
    shake: false,
    history: [{ view: 'Connect' }],
  }))
}
