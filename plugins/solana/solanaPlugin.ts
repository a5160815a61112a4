import type { PluginLoader } from '../../entries/plugin.js'
import type { SolanaPluginOptions } from './SolanaPluginOptions.js'
import { solana } from './solana.js'

/** `solana` with options, for createGangway's `plugins`: `plugins: [solanaPlugin({ ... })]`. */
export function solanaPlugin(options: SolanaPluginOptions): PluginLoader {
  return {
    ...solana,
    load: () =>
      import('./createSolanaPlugin.js').then((module) => ({ default: module.createSolanaPlugin(options) })),
  }
}
