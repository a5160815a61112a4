import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { PluginLoader } from '../plugin/Plugin.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { ReadonlyStores } from '../store/ReadonlyStores.js'
import type { Alert } from '../types/Alert.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { NotificationVariant } from '../types/Notification.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { KernelOptions } from './KernelOptions.js'
import type { KernelPersistence } from './KernelPersistence.js'

/** What every part of the kernel shares: config, stores, bus, log and storage of one instance. */
export interface KernelCore {
  readonly config: ResolvedConfig
  readonly options: KernelOptions
  /** The live list of loaders: the built-in ones, the host's, those added by `use`, and `featureLoaders` once the runtime loaded. */
  readonly loaders: PluginLoader[]
  readonly origin: string | undefined
  readonly log: Logger
  readonly events: EventBus
  readonly stores: GangwayStores
  /** The read-only view of `stores` that plugins and the host see. */
  readonly views: ReadonlyStores
  readonly persistence: KernelPersistence
  /** The namespaces of the configured networks. */
  readonly namespaces: ReadonlySet<ChainNamespace>
  raise(alert: Alert): void
  notify(message: string, variant?: NotificationVariant): void
}
