import type { Plugin } from './Plugin.js'
import type { PluginHost } from './PluginHost.js'

/**
 * Sets up the host's own plugins (config.plugins and gangway.use) once what they require is there, or at once when
 * `force` (the modal opened: a requirement still missing then is reported by the host). Each is handed to the host
 * once, and again only if it was set up and a loader's teardown took it along (it requires that plugin): it returns
 * when that plugin does, and is never forced. Lives in the plugin runtime's chunk, off page start.
 */
export function createOwnPlugins(host: PluginHost) {
  const tried = new Set<Plugin>()
  const up = new Set<Plugin>()
  return async (own: readonly Plugin[], force: boolean) => {
    const names = new Set([...host.names(), ...own.map((plugin) => plugin.name)])
    const installable = own.filter(
      (plugin) =>
        !host.has(plugin.name) &&
        (!tried.has(plugin) || up.has(plugin)) &&
        ((force && !tried.has(plugin)) || (plugin.requires ?? []).every((need) => names.has(need))),
    )
    if (installable.length === 0) return
    for (const plugin of installable) {
      tried.add(plugin)
      up.delete(plugin)
    }
    await host.install(installable)
    for (const plugin of installable) if (host.has(plugin.name)) up.add(plugin)
  }
}
