import type { PluginLoader } from '../../entries/plugin.js'
import type { WalletConnectPluginOptions } from './WalletConnectPluginOptions.js'
import { walletConnect } from './walletConnect.js'

/** `walletConnect` with options, for createGangway's `plugins`: `plugins: [walletConnectPlugin({ ... })]`. */
export function walletConnectPlugin(options: WalletConnectPluginOptions): PluginLoader {
  return {
    ...walletConnect,
    load: () =>
      import('./createWalletConnectPlugin.js').then((module) => ({
        default: module.createWalletConnectPlugin(options),
      })),
  }
}
