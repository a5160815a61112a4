import type { PolkadotApi } from './PolkadotApi.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    polkadot: PolkadotApi
  }
}

export type { DiscoveredPolkadotWallet } from './DiscoveredPolkadotWallet.js'
export type { InjectedWeb3Source } from './InjectedWeb3Source.js'
export type { PolkadotApi, PolkadotWalletHandle } from './PolkadotApi.js'
export type { PolkadotInjected, PolkadotInjectedAccount } from './PolkadotInjected.js'
export type { PolkadotPluginOptions } from './PolkadotPluginOptions.js'
export type { PolkadotRemoteProvider } from './PolkadotRemoteProvider.js'
export { polkadot } from './polkadot.js'
export { polkadotPlugin } from './polkadotPlugin.js'
