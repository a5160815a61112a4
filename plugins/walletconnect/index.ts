import type { WalletEntry } from '../../core/index.js'
import type { WalletConnectApi } from './WalletConnectApi.js'

declare module '../../core/index.js' {
  interface PluginRegistry {
    walletconnect: WalletConnectApi
  }
  interface ViewRegistry {
    ConnectingWalletConnect: { readonly wallet?: WalletEntry } | undefined
  }
}

export type { PairingState } from './PairingState.js'
export type { WalletConnectApi } from './WalletConnectApi.js'
export type { WalletConnectPluginOptions } from './WalletConnectPluginOptions.js'
export { walletConnect } from './walletConnect.js'
export { walletConnectPlugin } from './walletConnectPlugin.js'
