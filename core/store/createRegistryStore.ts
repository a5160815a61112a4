import { createStore, type StoreApi } from 'zustand/vanilla'
import type { PluginMessages } from '../plugin/PluginMessages.js'
import type { SlotEntry } from '../plugin/SlotEntry.js'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewId } from '../types/ViewRegistry.js'

export interface RegistryState {
  readonly views: ReadonlyMap<ViewId, ViewDefinition & { readonly plugin: string }>
  readonly slots: readonly (SlotEntry & { readonly plugin: string })[]
  /** Names of the plugins currently set up. */
  readonly plugins: readonly string[]
  /** Each plugin's own strings per locale, registered with ctx.registerMessages. */
  readonly messages: ReadonlyMap<string, PluginMessages>
}

export type RegistryStore = StoreApi<RegistryState>

/** What plugins have registered: views, slot entries and the plugin list, for the shell to render. */
export function createRegistryStore(): RegistryStore {
  return createStore<RegistryState>()(() => ({
    views: new Map(),
    slots: [],
    plugins: [],
    messages: new Map(),
  }))
}
