import type { PluginLoader } from '../../entries/plugin.js'
import type { CosmosPluginOptions } from './CosmosPluginOptions.js'
import { cosmos } from './cosmos.js'

/** `cosmos` with options, for createGangway's `plugins`: `plugins: [cosmosPlugin({ ... })]`. */
export function cosmosPlugin(options: CosmosPluginOptions): PluginLoader {
  return {
    ...cosmos,
    load: () =>
      import('./createCosmosPlugin.js').then((module) => ({ default: module.createCosmosPlugin(options) })),
  }
}
