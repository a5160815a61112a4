import { defaultFeatures } from './config/defaultFeatures.js'
import { mergeRemoteFeatures } from './config/mergeRemoteFeatures.js'
import { resolveConfig } from './config/resolveConfig.js'
import { sanitizeFeatures } from './config/sanitizeFeatures.js'
import { ConnectionError } from './errors/ConnectionError.js'
import { GangwayError } from './errors/GangwayError.js'
import { createEventBus } from './events/createEventBus.js'
import type { Gangway, GangwaySnapshot, GangwayUi, NavigateOptions, OpenOptions } from './Gangway.js'
import { createKernelPersistence } from './kernel/createKernelPersistence.js'
import type { ModalController } from './kernel/createModalController.js'
import type { PluginRuntime } from './kernel/createPluginRuntime.js'
import { kernelTimings } from './kernel/kernelTimings.js'
import { createLogger } from './log/createLogger.js'
import { composePlugins } from './plugin/composePlugins.js'
import type { Plugin, PluginLoader, SessionReporter } from './plugin/Plugin.js'
import { preloadView } from './plugin/preloadView.js'
import { emptyAccountState } from './store/createAccountStore.js'
import { createGangwayStores } from './store/createGangwayStores.js'
import type { CaipNetworkId, ChainNamespace } from './types/ChainNamespace.js'
import type { Features } from './types/Features.js'
import type { GangwayConfig } from './types/GangwayConfig.js'
import type { Network } from './types/Network.js'
import type { ViewId } from './types/ViewRegistry.js'

export interface KernelOptions {
  /** Built-in plugins, each imported only when its trigger is on (the host's loaders from `plugins` follow them). */
  readonly loaders?: readonly PluginLoader[]
  /** The UI, imported on the first open unless the host mounted one already. */
  readonly ui?: () => Promise<GangwayUi>
  readonly env?: { readonly origin?: string; readonly isMobile?: () => boolean }
}

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)
const coarsePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

/** The framework-free kernel: config, stores, bus, plugins, routing. createGangway wires in built-ins. */
export function createKernel(input: GangwayConfig, options: KernelOptions = {}): Gangway {
  const {
    config,
    alerts: configAlerts,
    warnings,
  } = resolveConfig(input, {
    origin: options.env?.origin ?? pageOrigin(),
  })
  const log = createLogger(config.debug ? 'debug' : 'error')
  const events = createEventBus((error, type) => log.error(`a ${type} handler failed`, error))
  let hostFeatures = sanitizeFeatures(input.features).features
  const initialFeatures = mergeRemoteFeatures({
    local: hostFeatures,
    remote: null,
    basic: config.basic,
    defaults: defaultFeatures,
  }).features
  const persistence = createKernelPersistence(config.storage)
  const storedNetwork = persistence.activeNetwork()
  const stores = createGangwayStores({
    networks: config.networks,
    initialNetwork:
      config.networks.find((network) => network.caipNetworkId === storedNetwork) ?? config.defaultNetwork,
    features: initialFeatures,
    notifications: kernelTimings.notifications,
    appearance: {
      themeMode: config.themeMode,
      themeVariables: config.themeVariables,
      locale: config.locale,
      messages: config.messages,
    },
  })
  const raise = (alert: (typeof configAlerts)[number]) => {
    if (stores.alerts.raise(alert)) events.emit('CONFIG_ALERT', alert)
  }
  for (const warning of warnings) log.warn(warning)
  const composed = composePlugins(config.plugins ?? [])
  const namespaces = new Set<ChainNamespace>(config.networks.map((network) => network.chainNamespace))
  const notify = (message: string, variant: 'success' | 'loading' | 'error' = 'success') =>
    stores.notifications.show(message, variant)

  let modal: ModalController | undefined
  let modalLoading: Promise<ModalController> | undefined
  const loadModal = () =>
    (modalLoading ??= import('./kernel/createModalController.js').then(({ createModalController }) => {
      modal = createModalController(stores, events, {
        embedded: config.embedded,
        siwxRequired: () => config.siwx?.required === true,
        hasSiwxSession: () => false,
        shakeMs: kernelTimings.shakeMs,
      })
      return modal
    }))
  const currentView = (): ViewId => stores.modal.getState().history.at(-1)?.view ?? 'Connect'
  let loaded: PluginRuntime | undefined
  const reporter: SessionReporter = {
    accountsChanged: (ns, accounts) => loaded?.session.accountsChanged(ns, accounts),
    chainChanged: (ns, id) => loaded?.session.chainChanged(ns, id),
    disconnected: (ns) => loaded?.session.disconnected(ns),
    update: (ns, patch) => loaded?.session.update(ns, patch),
    refreshBalance: (ns) => void loaded?.session.refreshBalance(ns, { force: true }),
    rememberWallet: (wallet) => loaded?.session.rememberWallet(wallet),
  }
  let runtime: Promise<PluginRuntime> | undefined
  const loadRuntime = () =>
    (runtime ??= import('./kernel/createPluginRuntime.js').then(({ createPluginRuntime }) => {
      loaded = createPluginRuntime(
        {
          config,
          stores,
          events,
          log,
          navigate: (view, params) => modal?.navigate(view, params),
          notify,
          session: reporter,
        },
        [...(options.loaders ?? []), ...composed.loaders],
        {
          stores,
          events,
          persistence,
          log,
          notify,
          balanceCacheMs: kernelTimings.balanceCacheMs,
          balanceRetryBlockMs: kernelTimings.balanceRetryBlockMs,
          reconnectTimeoutMs: kernelTimings.reconnectTimeoutMs,
          defaultAccountType: kernelTimings.defaultAccountType,
        },
        {
          open: (view) => void gangway.open({ view }),
          replace: (view) => modal?.navigate(view, undefined, { replace: true }),
        },
      )
      return loaded
    }))
  const chain = (namespace: ChainNamespace) => loaded?.host.chain(namespace)
  const connectedAdapter = (namespace?: ChainNamespace) => {
    const target = namespace ?? stores.networks.getState().activeNamespace
    const account = target ? stores.accounts.getState().byNamespace[target] : undefined
    const adapter = target ? chain(target) : undefined
    if (!target || account?.status !== 'connected' || !account.address || !adapter)
      throw new ConnectionError('Please call connect() before request()')
    return { target, adapter, address: account.address }
  }
  let switcher: Promise<(target: Network | CaipNetworkId) => Promise<void>> | undefined
  const switchNetwork = async (target: Network | CaipNetworkId) => {
    switcher ??= Promise.all([import('./kernel/createNetworkSwitcher.js'), loadRuntime()]).then(
      ([{ createNetworkSwitcher }, { session }]) =>
        createNetworkSwitcher({ stores, events, chain, session, modal: () => modal, persistence, raise }),
    )
    return (await switcher)(target)
  }
  let pending: Plugin[] = [...composed.plugins]
  let shellWanted = false
  const dueConnections = () =>
    persistence.connections().filter((connection) => namespaces.has(connection.namespace))
  const reconnectDue = () => new Set(dueConnections().map((connection) => connection.namespace))
  const demand = () => ({
    features: stores.features.getState().features,
    namespaces: shellWanted ? namespaces : reconnectDue(),
    connectors: new Set(dueConnections().map((connection) => connection.connectorId)),
    shell: shellWanted,
  })
  const installPending = async (force: boolean) => {
    if (pending.length === 0) return
    const { host: plugins } = await loadRuntime()
    const names = new Set([...plugins.names(), ...pending.map((plugin) => plugin.name)])
    const installable = force
      ? pending
      : pending.filter((plugin) => (plugin.requires ?? []).every((need) => names.has(need)))
    pending = pending.filter((plugin) => !installable.includes(plugin))
    if (installable.length > 0) await plugins.install(installable)
  }
  const sync = async () => {
    const wanted = demand()
    await installPending(false)
    if (wanted.shell || wanted.namespaces.size > 0 || loaded) await (await loadRuntime()).loader.sync(wanted)
    await installPending(shellWanted)
  }

  const due = reconnectDue()
  for (const namespace of due)
    stores.accounts.setState({
      byNamespace: {
        ...stores.accounts.getState().byNamespace,
        [namespace]: { ...emptyAccountState, status: 'connecting' },
      },
    })
  const ready = (async () => {
    await Promise.resolve()
    await sync()
    if (due.size > 0) await (await loadRuntime()).session.reconnect()
  })().catch((error: unknown) => log.error('start-up failed', error))

  const applyFeatures = async (next: Partial<Features>) => {
    const features = { ...stores.features.getState().features, ...next }
    stores.features.setState({ features })
    events.emit('FEATURES_CHANGED', { features })
    if (shellWanted) await sync()
  }

  let remoteConfigDone = false
  const loadRemoteConfig = async () => {
    if (remoteConfigDone) return
    remoteConfigDone = true
    const { loadRemoteProject } = await import('./kernel/loadRemoteProject.js')
    await loadRemoteProject(config, hostFeatures, options.env?.origin ?? pageOrigin(), {
      onFeatures: applyFeatures,
      onAlert: raise,
      onWarning: (message, details) => {
        log.warn(message)
        events.emit('CONFIG_WARNING', { message, details })
      },
    })
  }

  let ui: { unmount: () => void } | undefined
  let mounts = 0
  let openRequest: OpenOptions | undefined
  let opening: Promise<void> | undefined
  const ensureUi = async () => {
    if (mounts > 0 || !options.ui || typeof document === 'undefined') return
    const module = await options.ui()
    if (mounts > 0) return
    mounts += 1
    const unmount = module.mount(gangway)
    ui = {
      unmount: () => {
        mounts -= 1
        unmount()
      },
    }
  }
  const snapshot = (): GangwaySnapshot => {
    const { activeNamespace, active, configured } = stores.networks.getState()
    return {
      open: stores.modal.getState().open,
      view: currentView(),
      activeNamespace,
      activeNetwork: configured.find(
        (network) => activeNamespace && network.caipNetworkId === active[activeNamespace],
      ),
      account: activeNamespace ? stores.accounts.getState().byNamespace[activeNamespace] : undefined,
      features: stores.features.getState().features,
    }
  }

  const gangway: Gangway = {
    config,
    events,
    stores,
    ready,
    open(request = {}) {
      openRequest = request
      if (stores.modal.getState().open && !opening) {
        if (request.view) modal?.navigate(request.view, request.params)
        return Promise.resolve()
      }
      stores.modal.setState({ loading: true })
      opening ??= (async () => {
        try {
          shellWanted = true
          await sync()
          await ensureUi()
          void loadRemoteConfig().catch((error: unknown) => log.warn('remote config failed', error))
          const controller = await loadModal()
          const wanted = openRequest ?? {}
          const account = (ns: ChainNamespace) => stores.accounts.getState().byNamespace[ns]
          const { activeNamespace } = stores.networks.getState()
          const first = controller.resolveOpenView({
            requestedView: wanted.view,
            requestedParams: wanted.params,
            requestedNamespace: wanted.namespace,
            activeNamespace,
            manualControl: config.manualControl,
            hasAdapters: [...namespaces].some((ns) => chain(ns) !== undefined),
            hasAddress: controller.isConnected(),
            isMobile: (options.env?.isMobile ?? coarsePointer)(),
            namespaceHasAddress: (ns) => account(ns)?.address !== undefined,
          })
          await preloadView(stores.registry.getState().views.get(first.view))
          controller.show(first)
        } finally {
          stores.modal.setState({ loading: false })
          opening = undefined
        }
      })()
      return opening
    },
    close: () => void modal?.close(),
    back: () => modal?.back(),
    navigate: (view: ViewId, params?: unknown, navigateOptions?: NavigateOptions) =>
      modal?.navigate(view, params, navigateOptions),
    async setFeatures(next) {
      const sanitized = sanitizeFeatures(next)
      for (const warning of sanitized.warnings) log.warn(warning)
      hostFeatures = { ...hostFeatures, ...sanitized.features }
      await applyFeatures(sanitized.features)
    },
    async use(plugin) {
      pending.push(plugin)
      await installPending(shellWanted)
    },
    connect: async (connector, namespace) => (await loadRuntime()).session.connect(connector, namespace),
    disconnect: async (namespace) => {
      await (await loadRuntime()).session.disconnect(namespace)
      if (stores.modal.getState().open) modal?.close()
    },
    switchNetwork,
    async signMessage(message, namespace) {
      const { adapter, address } = connectedAdapter(namespace)
      if (!adapter.signMessage)
        throw new GangwayError('Signing needs a provider', { details: 'signMessage unsupported' })
      return adapter.signMessage(message, address)
    },
    async sendTransaction(request, namespace) {
      const { target, adapter } = connectedAdapter(namespace)
      if (!adapter.sendTransaction) throw new GangwayError('Unsupported chain')
      const result = await adapter.sendTransaction(request)
      reporter.refreshBalance(target)
      return result
    },
    async request(args, namespace) {
      const { adapter } = connectedAdapter(namespace)
      if (!adapter.request) throw new GangwayError('JSON-RPC provider not found')
      return adapter.request(args)
    },
    getPlugin: (name: string) => loaded?.host.api(name),
    setTheme(theme) {
      const themeMode =
        theme.themeMode === 'dark' || theme.themeMode === 'light' ? theme.themeMode : undefined
      stores.appearance.setState({
        ...(themeMode ? { themeMode } : {}),
        ...(theme.themeVariables ? { themeVariables: theme.themeVariables } : {}),
      })
    },
    setLocale(locale, messages) {
      stores.appearance.setState({ locale, ...(messages ? { messages } : {}) })
    },
    async mount(element) {
      if (!options.ui) throw new Error('This build has no UI: import createGangway from "gangway"')
      const module = await options.ui()
      mounts += 1
      const unmount = module.mount(gangway, element)
      return () => {
        mounts -= 1
        unmount()
      }
    },
    getState: snapshot,
    subscribe(listener) {
      let last = snapshot()
      const onChange = () => {
        const next = snapshot()
        if ((Object.keys(next) as (keyof GangwaySnapshot)[]).some((key) => next[key] !== last[key])) {
          last = next
          listener(next)
        }
      }
      const offs = [stores.modal, stores.accounts, stores.networks, stores.features].map((store) =>
        store.subscribe(onChange),
      )
      return () => {
        for (const off of offs) off()
      }
    },
    async destroy() {
      ui?.unmount()
      modal?.dispose()
      stores.notifications.dispose()
      await loaded?.host.dispose()
    },
  }
  for (const alert of configAlerts) raise(alert)
  return gangway
}
