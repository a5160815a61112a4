import type { NamesApi } from './NamesApi.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { readonly name: string }
  }
  interface PluginRegistry {
    names: NamesApi
  }
}

export { createNamesPlugin } from './createNamesPlugin.js'
export type { NameProfile } from './NameProfile.js'
export type { NameSuggestion } from './NameSuggestion.js'
export type { NamesApi } from './NamesApi.js'
export type { NamesOptions } from './NamesOptions.js'
