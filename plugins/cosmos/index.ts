import type { CosmosApi } from './CosmosApi.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    cosmos: CosmosApi
  }
}

export type { CosmosApi, CosmosWalletHandle } from './CosmosApi.js'
export type { CosmosChainInfo } from './CosmosChainInfo.js'
export type { CosmosKey } from './CosmosKey.js'
export type { CosmosNetwork } from './CosmosNetwork.js'
export type { CosmosPluginOptions } from './CosmosPluginOptions.js'
export type { CosmosRpcProvider } from './CosmosRpcProvider.js'
export type { CosmosSignature } from './CosmosSignature.js'
export type { CosmosWallet } from './CosmosWallet.js'
export { cosmos } from './cosmos.js'
export { cosmosPlugin } from './cosmosPlugin.js'
export type { DiscoveryTarget } from './createDiscovery.js'
export { isCosmosAddress } from './isCosmosAddress.js'
