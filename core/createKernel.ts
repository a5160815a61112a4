import { resolveConfig } from './config/resolveConfig.js'
import { ConfigError } from './errors/ConfigError.js'
import { payNotEnabled } from './errors/messages/payNotEnabled.js'
import { createEventBus } from './events/createEventBus.js'
import type { Gangway, OpenOptions } from './Gangway.js'
import { afterFrame } from './kernel/afterFrame.js'
import { createFeatureControl } from './kernel/createFeatureControl.js'
import { createKernelPersistence } from './kernel/createKernelPersistence.js'
import { createOpenController } from './kernel/createOpenController.js'
import { createPluginSync } from './kernel/createPluginSync.js'
import { createRuntimeHandle } from './kernel/createRuntimeHandle.js'
import { createSnapshot } from './kernel/createSnapshot.js'
import type { KernelCore } from './kernel/KernelCore.js'
import type { KernelOptions } from './kernel/KernelOptions.js'
import { kernelStores } from './kernel/kernelStores.js'
import { kernelTimings } from './kernel/kernelTimings.js'
import { soonIdle, whenIdle } from './kernel/whenIdle.js'
import { createLogger } from './log/createLogger.js'
import { composePlugins } from './plugin/composePlugins.js'
import { createReadonlyStores } from './plugin/createReadonlyStores.js'
import { createGangwayStores } from './store/createGangwayStores.js'
import type { CaipNetworkId } from './types/ChainNamespace.js'
import type { GangwayConfig } from './types/GangwayConfig.js'
import type { Network } from './types/Network.js'
import type { ViewId } from './types/ViewRegistry.js'

export type { KernelOptions } from './kernel/KernelOptions.js'

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)

/** The framework-free kernel: config, stores, bus, plugins, routing. createGangway wires in built-ins. */
export function createKernel(input: GangwayConfig, options: KernelOptions = {}): Gangway {
  const origin = options.env?.origin ?? pageOrigin()
  const { config, plugins: given, alerts, warnings } = resolveConfig(input, { origin })
  const composed = composePlugins(given)
  const loaders = [...(options.loaders ?? []), ...composed.loaders]
  const log = createLogger(config.debug ? 'debug' : 'error')
  const events = createEventBus((error, type) => log.error(`a ${type} handler failed`, error))
  const persistence = createKernelPersistence(config.storage)
  const storedNetwork = persistence.activeNetwork()
  const stores = createGangwayStores({
    networks: config.networks,
    initialNetwork:
      config.networks.find((network) => network.caipNetworkId === storedNetwork) ?? config.defaultNetwork,
    features: config.features,
    basic: config.basic,
    notifications: kernelTimings.notifications,
    appearance: {
      themeMode: config.themeMode,
      themeVariables: config.themeVariables,
      locale: config.locale,
      messages: config.messages,
    },
  })
  for (const warning of warnings) log.warn(warning)
  const core: KernelCore = {
    config,
    options: { ...options, loaders },
    loaders,
    origin,
    log,
    events,
    stores,
    views: createReadonlyStores(stores),
    persistence,
    namespaces: new Set(config.networks.map((network) => network.chainNamespace)),
    raise(alert) {
      if (stores.alerts.raise(alert)) events.emit('CONFIG_ALERT', alert)
    },
    notify: (message, variant = 'success') => stores.notifications.show(message, variant),
  }
  const runtime = createRuntimeHandle(
    core,
    () => opener.modal(),
    (request) => gangway.open(request as OpenOptions),
  )
  const sync = createPluginSync(core, runtime, composed.plugins, loaders)
  const features = createFeatureControl(core, sync)
  const opener = createOpenController(core, runtime, sync, {
    self: () => gangway,
    // After the frame that shows the modal: the Connect view never waits for the remote config, nor for the
    // plugins that serve a connected account (send, swaps...), which load when the page is next idle (the
    // view's own requests and images first), within a second.
    onOpen: () =>
      afterFrame(() => {
        features.loadRemote().catch((error: unknown) => log.warn('remote config failed', error))
        soonIdle(sync.wantAccount, 1000)
      }),
  })
  let switcher: Promise<(target: Network | CaipNetworkId) => Promise<void>> | undefined
  const snapshot = createSnapshot(stores)

  const ready = sync.start()
  // Once a stored session is restored (its chunks come first), the first open's code and plugins when the page is idle.
  if (config.prefetch !== 'intent') void ready.then(() => whenIdle(opener.warm))

  const gangway: Gangway = {
    config,
    events,
    stores: core.views,
    ready,
    open: opener.open,
    prefetch: opener.prefetch,
    close: () => void opener.modal()?.close(),
    dismissAlert: (kind) => stores.alerts.dismiss(kind),
    back: () => opener.modal()?.back(),
    navigate: (view: ViewId, params?: unknown, navigateOptions?: { readonly replace?: boolean }) =>
      opener.modal()?.navigate(view, params, navigateOptions),
    setFeatures: features.setFeatures,
    use: sync.use,
    connect: async (...args) => (await runtime.load()).session.connect(...args),
    async disconnect(namespace) {
      await (await runtime.load()).session.disconnect(namespace)
      if (stores.modal.getState().open) opener.modal()?.close()
    },
    async switchNetwork(target) {
      switcher ??= Promise.all([import('./kernel/createNetworkSwitcher.js'), runtime.load()]).then(
        ([{ createNetworkSwitcher }, { session }]) =>
          createNetworkSwitcher({
            stores,
            events,
            chain: runtime.chain,
            session,
            modal: opener.modal,
            persistence,
            raise: core.raise,
          }),
      )
      return (await switcher)(target)
    },
    signMessage: async (message, namespace) =>
      (await runtime.load()).requests.signMessage(message, namespace),
    sendTransaction: async (request, namespace) =>
      (await runtime.load()).requests.sendTransaction(request, namespace),
    async pay(request) {
      sync.wantShell()
      await features.setFeatures({ pay: true })
      const paid = (runtime.current()?.host.api('pay') as Pick<Gangway, 'pay'> | undefined)?.pay(request)
      if (!paid) throw new ConfigError(payNotEnabled)
      await opener.open({ view: 'Pay' } as OpenOptions)
      return paid
    },
    request: async (args, namespace) => (await runtime.load()).requests.request(args, namespace),
    getPlugin: (name: string) => runtime.current()?.host.api(name),
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
    mount: (element) => opener.mount(gangway, element),
    ...snapshot,
    async destroy() {
      sync.dispose()
      opener.dispose()
      stores.notifications.dispose()
      await runtime.current()?.host.dispose()
    },
  }
  kernelStores.set(gangway, stores)
  for (const alert of alerts) core.raise(alert)
  return gangway
}
