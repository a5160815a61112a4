import type { PluginLoader } from '../../entries/plugin.js'
import type { Eip155PluginOptions } from './Eip155PluginOptions.js'
import { eip155 } from './eip155.js'

/** `eip155` with options, for createGangway's `plugins`: `plugins: [eip155Plugin({ ... })]`. */
export function eip155Plugin(options: Eip155PluginOptions): PluginLoader {
  return {
    ...eip155,
    load: () =>
      import('./createEip155Plugin.js').then((module) => ({ default: module.createEip155Plugin(options) })),
  }
}
