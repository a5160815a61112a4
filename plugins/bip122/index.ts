import type { Bip122Api } from './Bip122Api.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    bip122: Bip122Api
  }
}

export type { Bip122Api } from './Bip122Api.js'
export type { Bip122PluginOptions } from './Bip122PluginOptions.js'
export type { BitcoinAccount } from './BitcoinAccount.js'
export { bip122 } from './bip122.js'
export { createBip122Plugin } from './createBip122Plugin.js'
export { normalizeBitcoinAddress } from './normalizeBitcoinAddress.js'
