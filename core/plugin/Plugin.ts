import type { StateCreator, StoreApi } from 'zustand/vanilla'
import type { EventBus } from '../events/EventBus.js'
import type { Messages } from '../i18n/Messages.js'
import type { Logger } from '../log/Logger.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { Account, AccountState, ConnectedWalletInfo } from '../types/Account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector, WalletEntry } from '../types/Connector.js'
import type { Features } from '../types/Features.js'
import type { Network } from '../types/Network.js'
import type { NotificationVariant } from '../types/Notification.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { ViewId, ViewRegistry } from '../types/ViewRegistry.js'

export type Teardown = () => void | Promise<void>

/** A component of whatever UI framework renders it (React in the built-in shell). */
export type ViewComponent = (props: never) => unknown

export interface ViewDefinition {
  readonly id: ViewId
  /** Header title: a message-catalogue key or plain text. */
  readonly title?: string
  readonly load: () => Promise<{ readonly default: ViewComponent }>
  /** When false, the view is registered but not reachable (e.g. needs a connected account). */
  readonly guard?: () => boolean
}

/** An entry a plugin puts into a named place of another screen (account tabs, wallet features...). */
export interface SlotEntry {
  readonly slot: string
  readonly id: string
  readonly label: string
  readonly order?: number
  readonly view?: ViewId
  readonly load?: () => Promise<{ readonly default: ViewComponent }>
}

export interface ConnectResult {
  readonly accounts: readonly Account[]
  readonly caipNetworkId: CaipNetworkId
  readonly walletInfo?: ConnectedWalletInfo
}

export interface ConnectOptions {
  readonly network?: Network
  /** Aborted when the attempt is abandoned; its reason is the ConnectionError the caller sees. */
  readonly signal?: AbortSignal
}

/** A plugin's strings per locale (English required), each loaded only while its locale is active. */
export type PluginMessages = { readonly en: () => Promise<Messages> } & {
  readonly [locale: string]: (() => Promise<Messages>) | undefined
}

/** What a chain plugin provides; optional capabilities are absent, never stubbed. */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * Asks the wallet for its accounts. `signal` aborts when the visitor walks away (modal closed,
   * another attempt, disconnect): stop waiting, and tell the wallet where it has a way.
   */
  connect(connector: Connector, options: ConnectOptions): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Restores the session of a connector the visitor authorised before; null when it is not authorised. */
  reconnect?(connectorId: string, options: ConnectOptions): Promise<ConnectResult | null>
  /**
   * The canonical form of an address of this namespace (EIP-55 for eip155), or undefined when it is
   * not one. The kernel drops every account from a wallet or a session that fails it.
   */
  normalizeAddress?(address: string): string | undefined
  switchNetwork?(network: Network): Promise<void>
  /** The native balance; `signal` aborts the request (the account or network changed, the kernel stopped). */
  getBalance?(
    address: string,
    network: Network,
    options?: { readonly signal?: AbortSignal },
  ): Promise<{ readonly value: string; readonly symbol: string }>
  signMessage?(message: string, address: string): Promise<string>
  sendTransaction?(request: Readonly<Record<string, unknown>>): Promise<string>
  request?(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

/** How a chain plugin reports wallet events; the kernel keeps state, storage and events consistent. */
export interface SessionReporter {
  accountsChanged(namespace: ChainNamespace, accounts: readonly Account[]): void
  chainChanged(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  disconnected(namespace: ChainNamespace): void
  update(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Asks the kernel to fetch the balance again (after a transaction, say), bypassing its cache. */
  refreshBalance(namespace: ChainNamespace): void
  /** Puts a wallet first in the persisted recent wallets (a pairing plugin: the directory wallet chosen). */
  rememberWallet(wallet: WalletEntry): void
}

export interface PluginContext {
  readonly config: ResolvedConfig
  readonly features: () => Features
  readonly events: EventBus
  readonly stores: GangwayStores
  /** Aborted when the plugin is torn down. */
  readonly signal: AbortSignal
  readonly log: Logger
  readonly session: SessionReporter
  registerView(view: ViewDefinition): void
  registerSlot(entry: SlotEntry): void
  /** Ships the plugin's own strings: loaded for the active locale, English as the fallback; removed at teardown. */
  registerMessages(catalogues: PluginMessages): void
  registerChain(adapter: ChainAdapter): void
  registerConnectors(list: readonly Connector[]): void
  createStore<S>(key: string, init: StateCreator<S, [], []>): StoreApi<S>
  navigate<V extends keyof ViewRegistry>(view: V, params?: ViewRegistry[V]): void
  navigate(view: ViewId, params?: unknown): void
  notify(message: string, variant?: NotificationVariant): void
  getPlugin<N extends keyof PluginRegistry>(name: N): PluginRegistry[N] | undefined
  getPlugin(name: string): unknown
  getChain(namespace: ChainNamespace): ChainAdapter | undefined
}

/** APIs that plugins expose to each other, by declaration merging. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PluginRegistry {}

export interface Plugin<Name extends string = string, Api = unknown> {
  readonly name: Name
  readonly kind: 'feature' | 'chain' | 'view'
  readonly requires?: readonly string[]
  readonly enforce?: 'pre' | 'post'
  // biome-ignore lint/suspicious/noConfusingVoidType: setup may return nothing, a teardown, or a promise of either
  setup(ctx: PluginContext): void | Teardown | Promise<void | Teardown>
  readonly api?: Api
}

/** How the kernel finds a built-in plugin: imported only when its trigger is on. */
export interface PluginLoader {
  readonly name: string
  readonly trigger:
    | { readonly feature: keyof Features }
    | { readonly namespace: ChainNamespace }
    | {
        readonly shell: true
        /** Also loaded at page start when a stored connection of this connector id is due for reconnect. */
        readonly connector?: string
      }
  readonly load: () => Promise<{ readonly default: Plugin }>
}
