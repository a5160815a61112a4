import type { Eip155Api } from './Eip155Api.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    eip155: Eip155Api
  }
}

export type { DiscoveryTarget } from './createDiscovery.js'
export type { Eip155Api } from './Eip155Api.js'
export type { Eip155Call } from './Eip155Call.js'
export type { Eip155PluginOptions } from './Eip155PluginOptions.js'
export type { Eip155Receipt } from './Eip155Receipt.js'
export type { Eip155TransactionRequest } from './Eip155TransactionRequest.js'
export type { Eip1193Provider } from './Eip1193Provider.js'
export type { Eip6963ProviderDetail } from './Eip6963ProviderDetail.js'
export { eip155 } from './eip155.js'
export { eip155Plugin } from './eip155Plugin.js'
export type { Hex } from './Hex.js'
export { isEvmAddress } from './isEvmAddress.js'
export type { TransactionError } from './TransactionError.js'
export type { TransactionErrorReason } from './TransactionErrorReason.js'
