import type { PluginLoader } from '../../entries/plugin.js'

/** The polkadot chain plugin (needs @polkadot/extension-dapp) for createGangway's `plugins`; imported when a polkadot network needs it. */
export const polkadot: PluginLoader = {
  name: 'polkadot',
  trigger: { namespace: 'polkadot' },
  load: () => import('./plugin.js'),
}
