import type { StateCreator, StoreApi } from 'zustand/vanilla'
import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { Alert } from '../types/Alert.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { Features } from '../types/Features.js'
import type { NotificationVariant } from '../types/Notification.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { ViewId, ViewRegistry } from '../types/ViewRegistry.js'
import type { ChainAdapter } from './ChainAdapter.js'
import type { PluginMessages } from './PluginMessages.js'
import type { PluginRegistry } from './PluginRegistry.js'
import type { PluginStores } from './PluginStores.js'
import type { SessionReporter } from './SessionReporter.js'
import type { SlotEntry } from './SlotEntry.js'
import type { ViewDefinition } from './ViewDefinition.js'

/** What a plugin's setup receives: its scoped access to the kernel. Every registration is undone at teardown. */
export interface PluginContext {
  readonly config: ResolvedConfig
  /** The effective feature flags (host flags, remote project config and basic mode merged). */
  readonly features: () => Features
  readonly events: EventBus
  /** The kernel stores, read-only: state changes go through the actions below. */
  readonly stores: PluginStores
  /** Aborted when the plugin is torn down. */
  readonly signal: AbortSignal
  readonly log: Logger
  readonly session: SessionReporter
  registerView(view: ViewDefinition): void
  registerSlot(entry: SlotEntry): void
  /** Ships the plugin's own strings: loaded for the active locale, English as the fallback; removed at teardown. */
  registerMessages(catalogues: PluginMessages): void
  /** Serves a namespace; only a plugin of kind 'chain' may, and a chain plugin must. */
  registerChain(adapter: ChainAdapter): void
  /** Adds connectors or replaces those with the same chain and id; removed at teardown. */
  registerConnectors(list: readonly Connector[]): void
  /** Removes connectors this plugin registered, by id (a wallet that went away). */
  unregisterConnectors(ids: readonly string[]): void
  /**
   * Makes `list` the connectors this plugin serves (what its wallet discovery found now): adds and replaces
   * those in it, removes the others it registered; nothing changes when no connector differs.
   */
  setConnectors(list: readonly Connector[]): void
  createStore<S>(key: string, init: StateCreator<S, [], []>): StoreApi<S>
  /** Opens the modal as gangway.open does (loading the UI first); navigates when it is open already. */
  open(request?: { readonly view: ViewId; readonly params?: unknown }): Promise<void>
  /** Shows `view` in the open modal, on top of the current one (`replace`: instead of it). */
  navigate<V extends keyof ViewRegistry>(
    view: V,
    params?: ViewRegistry[V],
    options?: { readonly replace?: boolean },
  ): void
  navigate(view: ViewId, params?: unknown, options?: { readonly replace?: boolean }): void
  notify(message: string, variant?: NotificationVariant): void
  /** Shows a configuration alert (build it with createAlert); each kind at most once per instance (spec section 4). */
  raise(alert: Alert): void
  /**
   * This instance's API, returned by `getPlugin(name)` and `gangway.getPlugin(name)` in place of the plugin's
   * static `api` until teardown: for a plugin object shared by several Gangway instances on one page.
   */
  provideApi(api: unknown): void
  getPlugin<N extends keyof PluginRegistry>(name: N): PluginRegistry[N] | undefined
  getPlugin(name: string): unknown
  getChain(namespace: ChainNamespace): ChainAdapter | undefined
}
