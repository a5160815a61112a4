import type { PluginLoader } from '../../entries/plugin.js'
import type { PolkadotPluginOptions } from './PolkadotPluginOptions.js'
import { polkadot } from './polkadot.js'

/** `polkadot` with options, for createGangway's `plugins`: `plugins: [polkadotPlugin({ ... })]`. */
export function polkadotPlugin(options: PolkadotPluginOptions): PluginLoader {
  return {
    ...polkadot,
    load: () =>
      import('./createPolkadotPlugin.js').then((module) => ({
        default: module.createPolkadotPlugin(options),
      })),
  }
}
