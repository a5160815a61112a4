import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ThemeMode } from '../types/ThemeMode.js'
import type { ThemeVariables } from '../types/ThemeVariables.js'

export interface AppearanceState {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables | undefined
  readonly locale: string
  /** Host overrides of catalogue texts. */
  readonly messages: Readonly<Record<string, string>> | undefined
}

export type AppearanceStore = StoreApi<AppearanceState>

/** Theme and language, changeable at run time (setTheme, setLocale). */
export function createAppearanceStore(initial: AppearanceState): AppearanceStore {
  return createStore<AppearanceState>()(() => initial)
}
