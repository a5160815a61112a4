import type { WalletEntry } from '../../entries/plugin.js'
import type { WalletConnectApi } from './WalletConnectApi.js'

declare module '../../entries/plugin.js' {
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
