import { createPluginHost, type PluginHostDeps } from '../plugin/createPluginHost.js'
import { createPluginLoader, type PluginLoaderControl } from '../plugin/createPluginLoader.js'
import type { PluginLoader } from '../plugin/Plugin.js'
import type { PluginHost } from '../plugin/PluginHost.js'

export interface PluginRuntime {
  readonly host: PluginHost
  readonly loader: PluginLoaderControl
}

/** The plugin host and loader: their own chunk, fetched only when a plugin is about to be set up. */
export function createPluginRuntime(deps: PluginHostDeps, loaders: readonly PluginLoader[]): PluginRuntime {
  const host = createPluginHost(deps)
  return { host, loader: createPluginLoader(host, loaders, deps.events) }
}
