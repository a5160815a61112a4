import type { PayApi } from './PayApi.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    Pay: undefined
  }
  interface PluginRegistry {
    pay: PayApi
  }
}

export type { PayApi } from './PayApi.js'
export { payPlugin as default } from './payPlugin.js'
