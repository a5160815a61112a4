import type { StoreApi } from 'zustand/vanilla'
import { PluginError } from '../errors/PluginError.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ChainAdapter } from './ChainAdapter.js'
import { createPluginContext } from './createPluginContext.js'
import { orderPlugins } from './orderPlugins.js'
import type { Plugin } from './Plugin.js'
import type { PluginContext } from './PluginContext.js'
import type { PluginHost } from './PluginHost.js'
import type { PluginHostDeps } from './PluginHostDeps.js'
import type { Teardown } from './Teardown.js'
import { validatePlugin } from './validatePlugin.js'

interface Installed {
  readonly plugin: Plugin
  readonly cleanups: (() => void)[]
  readonly controller: AbortController
  teardown: Teardown | undefined
  api?: unknown
}

/** Runs plugin setup with a scoped context and undoes every registration on teardown. */
export function createPluginHost(deps: PluginHostDeps): PluginHost {
  const installed = new Map<string, Installed>()
  const chains = new Map<ChainNamespace, { plugin: string; adapter: ChainAdapter }>()
  const pluginStores = new Map<string, StoreApi<unknown>>()
  const { stores, events, log } = deps
  const readonlyStores = deps.views

  const fail = (error: unknown, plugin: string, hook: string) => {
    const wrapped = PluginError.from(error, plugin, hook)
    log.error(wrapped.message, wrapped.cause ?? '')
    events.emit('PLUGIN_ERROR', { plugin, hook, error: wrapped })
    return wrapped
  }

  const apiOf = (name: string) => {
    const entry = installed.get(name)
    return entry?.api ?? entry?.plugin.api
  }

  const publishNames = () => stores.registry.setState({ plugins: [...installed.keys()] })

  const contextFor = (entry: Installed): PluginContext =>
    createPluginContext(
      {
        deps,
        stores: readonlyStores,
        chains,
        pluginStores,
        api: (other) => apiOf(other),
      },
      {
        plugin: entry.plugin,
        signal: entry.controller.signal,
        track: (cleanup) => entry.cleanups.push(cleanup),
        provideApi: (api) => {
          entry.api = api
          entry.cleanups.push(() => {
            entry.api = undefined
          })
        },
      },
    )

  const undo = async (entry: Installed, hook: string) => {
    entry.controller.abort()
    try {
      await entry.teardown?.()
    } catch (error) {
      fail(error, entry.plugin.name, hook)
    }
    for (const cleanup of entry.cleanups.splice(0).reverse()) cleanup()
  }

  const setup = async (plugin: Plugin) => {
    const entry: Installed = { plugin, cleanups: [], controller: new AbortController(), teardown: undefined }
    installed.set(plugin.name, entry)
    try {
      const ctx = contextFor(entry)
      if (plugin.messages) ctx.registerMessages(plugin.messages)
      for (const view of plugin.views ?? []) ctx.registerView(view)
      const teardown = await plugin.setup?.(ctx)
      entry.teardown = typeof teardown === 'function' ? teardown : undefined
      publishNames()
      events.emit('PLUGIN_LOADED', { name: plugin.name })
    } catch (error) {
      installed.delete(plugin.name)
      await undo(entry, 'setup')
      throw fail(error, plugin.name, 'setup')
    }
  }

  const host: PluginHost = {
    async install(candidates) {
      const plugins = candidates.map(validatePlugin)
      const seen = new Set<string>()
      for (const plugin of plugins) {
        if (installed.has(plugin.name) || seen.has(plugin.name))
          throw new PluginError(`Plugin "${plugin.name}" is already registered`, { plugin: plugin.name })
        seen.add(plugin.name)
      }
      const failed = new Set<string>()
      for (const plugin of orderPlugins(plugins, new Set(installed.keys()))) {
        const missing = (plugin.requires ?? []).find(
          (need) => failed.has(need) || (!seen.has(need) && !installed.has(need)),
        )
        if (missing) {
          failed.add(plugin.name)
          fail(new PluginError(`required plugin "${missing}" failed to set up`), plugin.name, 'setup')
          continue
        }
        try {
          await setup(plugin)
        } catch {
          failed.add(plugin.name)
        }
      }
    },
    async uninstall(name) {
      const entry = installed.get(name)
      if (!entry) return
      for (const other of [...installed.values()])
        if (other.plugin.requires?.includes(name)) await host.uninstall(other.plugin.name)
      installed.delete(name)
      await undo(entry, 'teardown')
      publishNames()
      events.emit('PLUGIN_UNLOADED', { name })
    },
    has: (name) => installed.has(name),
    names: () => [...installed.keys()],
    api: (name) => apiOf(name),
    chain: (namespace) => chains.get(namespace)?.adapter,
    chainOwner: (namespace) => chains.get(namespace)?.plugin,
    async dispose() {
      for (const name of [...installed.keys()].reverse()) await host.uninstall(name)
    },
  }
  return host
}
