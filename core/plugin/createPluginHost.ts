import { createStore, type StoreApi } from 'zustand/vanilla'
import { PluginError } from '../errors/PluginError.js'
import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { ViewId } from '../types/ViewRegistry.js'
import { safeUrl } from '../url/safeUrl.js'
import { orderPlugins } from './orderPlugins.js'
import type { ChainAdapter, Plugin, PluginContext, Teardown } from './Plugin.js'
import type { PluginHost } from './PluginHost.js'
import { validatePlugin } from './validatePlugin.js'

export interface PluginHostDeps {
  readonly config: ResolvedConfig
  readonly stores: GangwayStores
  readonly events: EventBus
  readonly log: Logger
  readonly navigate: (view: ViewId, params?: unknown) => void
  readonly notify: PluginContext['notify']
  readonly session: PluginContext['session']
}

interface Installed {
  readonly plugin: Plugin
  readonly cleanups: (() => void)[]
  readonly controller: AbortController
  teardown: Teardown | undefined
}

/** Runs plugin setup with a scoped context and undoes every registration on teardown. */
export function createPluginHost(deps: PluginHostDeps): PluginHost {
  const installed = new Map<string, Installed>()
  const chains = new Map<ChainNamespace, { plugin: string; adapter: ChainAdapter }>()
  const pluginStores = new Map<string, StoreApi<unknown>>()
  const { stores, events, log } = deps

  const fail = (error: unknown, plugin: string, hook: string) => {
    const wrapped = PluginError.from(error, plugin, hook)
    log.error(wrapped.message, wrapped.cause ?? '')
    events.emit('PLUGIN_ERROR', { plugin, hook, error: wrapped })
    return wrapped
  }

  const publishNames = () => stores.registry.setState({ plugins: [...installed.keys()] })

  const contextFor = (entry: Installed): PluginContext => {
    const name = entry.plugin.name
    const track = (cleanup: () => void) => entry.cleanups.push(cleanup)
    const scopedEvents: EventBus = {
      on: (type, handler) => {
        const off = events.on(type, handler)
        track(off)
        return off
      },
      once: (type, handler) => {
        const off = events.once(type, handler)
        track(off)
        return off
      },
      onAny: (handler) => {
        const off = events.onAny(handler)
        track(off)
        return off
      },
      emit: events.emit,
    }
    const context = {
      config: deps.config,
      features: () => stores.features.getState().features,
      events: scopedEvents,
      stores,
      signal: entry.controller.signal,
      log: log.child(name),
      session: deps.session,
      registerView(view) {
        const current = stores.registry.getState().views.get(view.id)
        if (current && current.plugin !== name)
          throw new PluginError(`View "${view.id}" is already registered by plugin "${current.plugin}"`, {
            plugin: name,
            hook: 'registerView',
          })
        const views = new Map(stores.registry.getState().views)
        views.set(view.id, { ...view, plugin: name })
        stores.registry.setState({ views })
        track(() => {
          const next = new Map(stores.registry.getState().views)
          if (next.get(view.id)?.plugin === name) next.delete(view.id)
          stores.registry.setState({ views: next })
        })
      },
      registerSlot(slotEntry) {
        const owned = { ...slotEntry, plugin: name }
        const others = stores.registry
          .getState()
          .slots.filter((item) => !(item.slot === slotEntry.slot && item.id === slotEntry.id))
        stores.registry.setState({ slots: [...others, owned] })
        track(() =>
          stores.registry.setState({ slots: stores.registry.getState().slots.filter((s) => s !== owned) }),
        )
      },
      registerMessages(catalogues) {
        const messages = new Map(stores.registry.getState().messages)
        messages.set(name, catalogues)
        stores.registry.setState({ messages })
        track(() => {
          const next = new Map(stores.registry.getState().messages)
          if (next.get(name) === catalogues) next.delete(name)
          stores.registry.setState({ messages: next })
        })
      },
      registerChain(adapter) {
        const current = chains.get(adapter.namespace)
        if (current && current.plugin !== name)
          throw new PluginError(
            `Namespace "${adapter.namespace}" already has an adapter from plugin "${current.plugin}"`,
            { plugin: name, hook: 'registerChain' },
          )
        chains.set(adapter.namespace, { plugin: name, adapter })
        track(() => {
          if (chains.get(adapter.namespace)?.plugin === name) chains.delete(adapter.namespace)
        })
      },
      registerConnectors(list) {
        const key = (c: { chain: string; id: string }) => `${c.chain}/${c.id}`
        const added = new Set(list.map(key))
        const kept = stores.connectors.getState().connectors.filter((c) => !added.has(key(c)))
        const owned = list.map(({ imageUrl, ...connector }): Connector => {
          const image = safeUrl(imageUrl, 'image')
          return image ? { ...connector, imageUrl: image } : connector
        })
        stores.connectors.setState({ connectors: [...kept, ...owned] })
        track(() =>
          stores.connectors.setState({
            connectors: stores.connectors.getState().connectors.filter((c) => !owned.includes(c)),
          }),
        )
      },
      createStore(key, init) {
        const id = `${name}:${key}`
        if (pluginStores.has(id))
          throw new PluginError(`Store "${key}" already exists in plugin "${name}"`, {
            plugin: name,
            hook: 'createStore',
          })
        const store = createStore(init)
        pluginStores.set(id, store as StoreApi<unknown>)
        track(() => pluginStores.delete(id))
        return store
      },
      navigate: (view: ViewId, params?: unknown) => deps.navigate(view, params),
      notify: deps.notify,
      getPlugin: (other: string) => installed.get(other)?.plugin.api,
      getChain: (namespace: ChainNamespace) => chains.get(namespace)?.adapter,
    } satisfies Omit<PluginContext, 'navigate' | 'getPlugin'> & Record<string, unknown>
    return context as PluginContext
  }

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
      const teardown = await plugin.setup(contextFor(entry))
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
    api: (name) => installed.get(name)?.plugin.api,
    chain: (namespace) => chains.get(namespace)?.adapter,
    chainOwner: (namespace) => chains.get(namespace)?.plugin,
    async dispose() {
      for (const name of [...installed.keys()].reverse()) await host.uninstall(name)
    },
  }
  return host
}
