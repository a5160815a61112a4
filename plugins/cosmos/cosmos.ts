import type { PluginLoader } from '../../entries/plugin.js'

/** The cosmos chain plugin (Keplr-compatible wallets, WalletConnect's cosmos methods) for createGangway's `plugins`; imported when a cosmos network needs it. */
export const cosmos: PluginLoader = {
  name: 'cosmos',
  trigger: { namespace: 'cosmos' },
  load: () => import('./plugin.js'),
}
