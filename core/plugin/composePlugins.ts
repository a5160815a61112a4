import type { Plugin, PluginLoader } from './Plugin.js'

/** Splits the host's `plugins` into plugin objects (installed when the runtime loads) and loaders (imported when their trigger is on). */
export function composePlugins(composed: readonly (Plugin | PluginLoader)[]): {
  readonly plugins: Plugin[]
  readonly loaders: PluginLoader[]
} {
  const plugins: Plugin[] = []
  const loaders: PluginLoader[] = []
  for (const item of composed)
    if (typeof (item as Partial<PluginLoader> | null)?.load === 'function') loaders.push(item as PluginLoader)
    else plugins.push(item as Plugin)
  return { plugins, loaders }
}
