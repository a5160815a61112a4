import type { PluginLoader } from '../../entries/plugin.js'

/** The bip122 chain plugin (needs sats-connect) for createGangway's `plugins`; imported when a bip122 network needs it. */
export const bip122: PluginLoader = {
  name: 'bip122',
  trigger: { namespace: 'bip122' },
  load: () => import('./plugin.js'),
}
