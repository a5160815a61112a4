import { createStore, type StoreApi } from 'zustand/vanilla'
import { PluginError } from '../errors/PluginError.js'
import type { EventBus } from '../events/EventBus.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { ViewId } from '../types/ViewRegistry.js'
import { safeUrl } from '../url/safeUrl.js'
import type { ChainAdapter } from './ChainAdapter.js'
import type { Plugin } from './Plugin.js'
import type { PluginContext } from './PluginContext.js'
import type { PluginHostDeps } from './PluginHostDeps.js'
import type { PluginStores } from './PluginStores.js'

/** What every plugin context of one host shares. */
export interface PluginContextShared {
  readonly deps: PluginHostDeps
  readonly stores: PluginStores
  readonly chains: Map<ChainNamespace, { readonly plugin: string; readonly adapter: ChainAdapter }>
  readonly pluginStores: Map<string, StoreApi<unknown>>
  readonly api: (plugin: string) => unknown
}

/** One plugin's context: every registration is recorded with `track`, undone at teardown. */
export function createPluginContext(
  shared: PluginContextShared,
  scope: {
    readonly plugin: Plugin
    readonly signal: AbortSignal
    readonly track: (cleanup: () => void) => void
    readonly provideApi: (api: unknown) => void
  },
): PluginContext {
  const name = scope.plugin.name
  const { track } = scope
  const { deps, chains, pluginStores } = shared
  const { stores, events, log } = deps
  const ownConnectors = new Set<Connector>()
  const key = (c: { chain: string; id: string }) => `${c.chain}/${c.id}`
  const dropConnectors = (drop: (connector: Connector) => boolean) => {
    const { connectors } = stores.connectors.getState()
    const kept = connectors.filter((c) => !(ownConnectors.has(c) && drop(c)))
    for (const c of connectors) if (!kept.includes(c)) ownConnectors.delete(c)
    if (kept.length !== connectors.length) stores.connectors.setState({ connectors: kept })
  }
  track(() => dropConnectors(() => true))
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
    stores: shared.stores,
    signal: scope.signal,
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
      if (scope.plugin.kind !== 'chain')
        throw new PluginError(`Plugin "${name}" is not of kind 'chain' and cannot register a chain adapter`, {
          plugin: name,
          hook: 'registerChain',
        })
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
      const added = new Set(list.map(key))
      const kept = stores.connectors.getState().connectors.filter((c) => {
        if (!added.has(key(c))) return true
        ownConnectors.delete(c)
        return false
      })
      const owned = list.map(({ imageUrl, ...connector }): Connector => {
        const image = safeUrl(imageUrl, 'image')
        return image ? { ...connector, imageUrl: image } : connector
      })
      for (const connector of owned) ownConnectors.add(connector)
      stores.connectors.setState({ connectors: [...kept, ...owned] })
    },
    unregisterConnectors(ids) {
      const gone = new Set(ids)
      dropConnectors((connector) => gone.has(connector.id))
    },
    setConnectors(list) {
      const same = (a: Connector, b: Connector) =>
        a.type === b.type &&
        a.name === b.name &&
        a.provider === b.provider &&
        a.info?.rdns === b.info?.rdns &&
        a.imageUrl === (safeUrl(b.imageUrl, 'image') ?? undefined)
      const own = [...ownConnectors]
      const unchanged =
        own.length === list.length &&
        list.every((wanted) => own.some((c) => key(c) === key(wanted) && same(c, wanted)))
      if (unchanged) return
      const wanted = new Set(list.map(key))
      dropConnectors((connector) => !wanted.has(key(connector)))
      context.registerConnectors(list)
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
    navigate: (view: ViewId, params?: unknown, options?: { readonly replace?: boolean }) =>
      deps.navigate(view, params, options),
    open: (request) => deps.open(request),
    notify: deps.notify,
    raise(alert) {
      if (stores.alerts.raise(alert)) events.emit('CONFIG_ALERT', alert)
    },
    provideApi: scope.provideApi,
    getPlugin: (other: string) => shared.api(other),
    getChain: (namespace: ChainNamespace) => chains.get(namespace)?.adapter,
  } satisfies Omit<PluginContext, 'navigate' | 'getPlugin'> & Record<string, unknown>
  return context as PluginContext
}
