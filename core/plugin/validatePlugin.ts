import { PluginError } from '../errors/PluginError.js'
import type { Plugin } from './Plugin.js'

const namePattern = /^[a-z0-9@][a-z0-9@/._-]{0,63}$/i

/** Rejects anything that is not a usable plugin object, with a message that names the problem. */
export function validatePlugin(value: unknown): Plugin {
  if (typeof value !== 'object' || value === null) throw new PluginError('A plugin must be an object')
  const plugin = value as Partial<Plugin>
  if (typeof plugin.name !== 'string' || plugin.name.trim() === '')
    throw new PluginError('A plugin must have a name')
  if (!namePattern.test(plugin.name))
    throw new PluginError(`Plugin name "${plugin.name}" may use letters, digits, @ / . _ - only`)
  if (plugin.setup !== undefined && typeof plugin.setup !== 'function')
    throw new PluginError(`Plugin "${plugin.name}" setup must be a function`, { plugin: plugin.name })
  if (plugin.views !== undefined && !Array.isArray(plugin.views))
    throw new PluginError(`Plugin "${plugin.name}" views must be a list of view definitions`, {
      plugin: plugin.name,
    })
  if (plugin.messages !== undefined && (typeof plugin.messages !== 'object' || plugin.messages === null))
    throw new PluginError(`Plugin "${plugin.name}" messages must map locales to catalogue loaders`, {
      plugin: plugin.name,
    })
  if (plugin.kind !== 'feature' && plugin.kind !== 'chain' && plugin.kind !== 'view')
    throw new PluginError(`Plugin "${plugin.name}" has an unknown kind`, { plugin: plugin.name })
  if (plugin.enforce !== undefined && plugin.enforce !== 'pre' && plugin.enforce !== 'post')
    throw new PluginError(`Plugin "${plugin.name}" has enforce other than 'pre' or 'post'`, {
      plugin: plugin.name,
    })
  if (plugin.requires !== undefined && !Array.isArray(plugin.requires))
    throw new PluginError(`Plugin "${plugin.name}" requires must be a list of plugin names`, {
      plugin: plugin.name,
    })
  return plugin as Plugin
}
