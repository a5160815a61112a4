import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ChainAdapter } from './ChainAdapter.js'
import type { Plugin } from './Plugin.js'

/** The set of plugins that are set up, with their registrations. */
export interface PluginHost {
  /** Sets up plugins in declared order; a failing plugin is reported and skipped, never fatal. */
  install(plugins: readonly Plugin[]): Promise<void>
  /** Tears down a plugin and the plugins that require it, removing everything they registered. */
  uninstall(name: string): Promise<void>
  has(name: string): boolean
  names(): readonly string[]
  api(name: string): unknown
  chain(namespace: ChainNamespace): ChainAdapter | undefined
  /** The plugin whose adapter serves a namespace. */
  chainOwner(namespace: ChainNamespace): string | undefined
  dispose(): Promise<void>
}
