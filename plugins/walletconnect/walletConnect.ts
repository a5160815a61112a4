import type { PluginLoader } from '../../entries/plugin.js'

/** WalletConnect pairing (needs @walletconnect/universal-provider) for createGangway's `plugins`; imported with the modal, or to restore a session. */
export const walletConnect: PluginLoader = {
  name: 'walletconnect',
  trigger: { shell: true, connector: 'walletConnect' },
  connectRows: 1,
  load: () => import('./plugin.js'),
}
