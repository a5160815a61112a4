import type { SocialApi } from './SocialApi.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    socials: SocialApi
  }
  interface ViewRegistry {
    ConnectingFarcaster: undefined
  }
}

export type { FarcasterChannel } from './FarcasterChannel.js'
export type { SocialApi } from './SocialApi.js'
export { socialsPlugin as default } from './socialsPlugin.js'
