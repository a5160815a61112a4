import type { PluginLoader } from '../../entries/plugin.js'

/** The solana chain plugin (needs @solana/web3.js) for createGangway's `plugins`; imported when a solana network needs it. */
export const solana: PluginLoader = {
  name: 'solana',
  trigger: { namespace: 'solana' },
  load: () => import('./plugin.js'),
}
