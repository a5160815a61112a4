import { ConfigError } from '../errors/ConfigError.js'
import { namespaceNotConfigured } from '../errors/messages/namespaceNotConfigured.js'
import { PluginError } from '../errors/PluginError.js'
import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Features } from '../types/Features.js'
import type { PluginLoader } from './Plugin.js'
import type { PluginHost } from './PluginHost.js'
import { type FirstOpen, prefetchDeclared } from './prefetchDeclared.js'

export interface LoaderDemand {
  readonly features: Features
  /** Namespaces whose chain plugin is wanted now (configured and needed: reconnect due or UI open). */
  readonly namespaces: ReadonlySet<ChainNamespace>
  /** True once the modal UI was asked for: base views and feature plugins load then. */
  readonly shell: boolean
  /** Connector ids of the stored connections due for reconnect. */
  readonly connectors?: ReadonlySet<string>
  /** False while feature plugins that serve a connected account (`trigger.account`) wait; absent: they load. */
  readonly account?: boolean
}

export interface PluginLoaderControl {
  /**
   * Loads the plugins whose trigger is on and tears down those whose trigger went off. Syncs run one at a time;
   * `demand` is read when its turn comes, so a sync queued behind others acts on the demand of that moment.
   */
  sync(demand: () => LoaderDemand): Promise<void>
  /**
   * Fetches the code `demand` wants (the plugins, their declared view `first.view` and catalogues) without
   * setting up anything; from then on every plugin loaded also fetches its part of `first` at once.
   */
  prefetch(demand: LoaderDemand, first: FirstOpen): void
  /** Names of built-in plugins that exist for a feature flag. */
  available(feature: keyof Features): boolean
}

const isOn = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value === true)

/**
 * Imports a plugin only when its feature, namespace or the shell is on; one sync at a time. A namespace
 * wanted with no chain plugin to serve it is reported once: a ConfigError 'Namespace is not configured' in
 * the log and on CONFIG_WARNING, naming the plugin to add.
 */
export function createPluginLoader(
  host: PluginHost,
  loaders: readonly PluginLoader[],
  events: EventBus,
  log?: Pick<Logger, 'error'>,
): PluginLoaderControl {
  let queue: Promise<void> = Promise.resolve()
  const loaded = new Set<string>()
  const reported = new Set<ChainNamespace>()
  let ahead: FirstOpen | undefined
  const reportUnserved = (demand: LoaderDemand) => {
    for (const namespace of demand.namespaces) {
      if (reported.has(namespace) || host.chain(namespace)) continue
      if (loaders.some((loader) => 'namespace' in loader.trigger && loader.trigger.namespace === namespace))
        continue
      reported.add(namespace)
      const message = `networks has ${namespace} networks but no ${namespace} plugin: add ${namespace} from gangway/plugins/${namespace} to plugins`
      const error = new ConfigError(namespaceNotConfigured, { details: message })
      log?.error(error.message, error)
      events.emit('CONFIG_WARNING', { message, details: { namespace, error } })
    }
  }
  const wanted = (loader: PluginLoader, demand: LoaderDemand) => {
    const trigger = loader.trigger
    if ('namespace' in trigger) {
      const owner = host.chainOwner(trigger.namespace)
      return demand.namespaces.has(trigger.namespace) && (owner === undefined || owner === loader.name)
    }
    if ('shell' in trigger)
      return (
        demand.shell ||
        (trigger.connector !== undefined && demand.connectors?.has(trigger.connector) === true)
      )
    return (
      (demand.shell ||
        (trigger.connector !== undefined && demand.connectors?.has(trigger.connector) === true)) &&
      (trigger.account !== true || demand.account !== false) &&
      [trigger.feature].flat().some((feature) => isOn(demand.features[feature]))
    )
  }
  const run = async (demand: LoaderDemand) => {
    for (const loader of loaders)
      if (loaded.has(loader.name) && !wanted(loader, demand)) {
        loaded.delete(loader.name)
        await host.uninstall(loader.name)
      }
    const fresh = loaders.filter((loader) => !loaded.has(loader.name) && wanted(loader, demand))
    const modules = await Promise.all(
      fresh.map((loader) =>
        loader.load().then(
          (module) => {
            if (ahead) prefetchDeclared(module.default, ahead)
            return { loader, plugin: module.default }
          },
          (cause: unknown) => {
            const error = PluginError.from(cause, loader.name, 'load')
            events.emit('PLUGIN_ERROR', { plugin: loader.name, hook: 'load', error })
            return undefined
          },
        ),
      ),
    )
    const ready = modules.filter((item) => item !== undefined)
    for (const { loader } of ready) loaded.add(loader.name)
    try {
      await host.install(ready.map((item) => item.plugin))
    } finally {
      for (const { loader } of ready) if (!host.has(loader.name)) loaded.delete(loader.name)
    }
    reportUnserved(demand)
  }
  return {
    sync(demand) {
      const next = queue.then(() => run(demand()))
      queue = next.catch(() => {})
      return next
    },
    prefetch(demand, first) {
      ahead = first
      for (const loader of loaders)
        if (!loaded.has(loader.name) && wanted(loader, demand))
          loader.load().then(
            (module) => prefetchDeclared(module.default, first),
            () => {},
          )
    },
    available: (feature) =>
      loaders.some(
        (loader) => 'feature' in loader.trigger && [loader.trigger.feature].flat().includes(feature),
      ),
  }
}
