declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    OnRampProviders: undefined
  }
}

export { onrampPlugin as default } from './onrampPlugin.js'
