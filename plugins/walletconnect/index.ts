import type { WalletEntry } from '../../core/index.js'
import { createWalletConnectPlugin } from './createWalletConnectPlugin.js'
import type { WalletConnectApi } from './WalletConnectApi.js'

declare module '../../core/index.js' {
  interface PluginRegistry {
    walletconnect: WalletConnectApi
  }
  interface ViewRegistry {
    ConnectingWalletConnect: { readonly wallet?: WalletEntry } | undefined
  }
}

export { createWalletConnectPlugin } from './createWalletConnectPlugin.js'
export type { PairingState } from './PairingState.js'
export type { WalletConnectApi } from './WalletConnectApi.js'
export type { WalletConnectPluginOptions } from './WalletConnectPluginOptions.js'

/** WalletConnect pairing (QR code and deep links) for every configured namespace an adapter can serve. */
export default createWalletConnectPlugin()
