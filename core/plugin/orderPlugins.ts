import { PluginError } from '../errors/PluginError.js'
import type { Plugin } from './Plugin.js'

const phase = { pre: 0, undefined: 1, post: 2 } as const

/**
 * Setup order: 'pre' plugins, then plain ones, then 'post', chain plugins first within each, and a
 * plugin always after those it requires. Order never depends on registration order within those rules (ties sort by name).
 * `available` names plugins already set up, which satisfy `requires` too.
 */
export function orderPlugins(
  plugins: readonly Plugin[],
  available: ReadonlySet<string> = new Set(),
): Plugin[] {
  const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]))
  for (const plugin of plugins)
    for (const need of plugin.requires ?? [])
      if (!byName.has(need) && !available.has(need))
        throw new PluginError(`Plugin "${plugin.name}" requires "${need}", which is not enabled`, {
          plugin: plugin.name,
          hook: 'requires',
        })
  const rank = (plugin: Plugin) =>
    phase[`${plugin.enforce}` as keyof typeof phase] * 2 + (plugin.kind === 'chain' ? 0 : 1)
  // Code-unit order, not localeCompare: the first localeCompare of a page builds ICU's collator (~10 ms on the first open).
  const nameOrder = (a: Plugin, b: Plugin) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  const sorted = [...plugins].sort((a, b) => rank(a) - rank(b) || nameOrder(a, b))
  const result: Plugin[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: Plugin, trail: readonly string[]) => {
    const seen = state.get(plugin.name)
    if (seen === 'done') return
    if (seen === 'visiting')
      throw new PluginError(
        `Plugins require each other in a cycle: ${[...trail, plugin.name].join(' -> ')}`,
        {
          plugin: plugin.name,
          hook: 'requires',
        },
      )
    state.set(plugin.name, 'visiting')
    for (const need of plugin.requires ?? []) {
      const dependency = byName.get(need)
      if (dependency) visit(dependency, [...trail, plugin.name])
    }
    state.set(plugin.name, 'done')
    result.push(plugin)
  }
  for (const plugin of sorted) visit(plugin, [])
  return result
}
