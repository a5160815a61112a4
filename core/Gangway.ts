import type { EventBus } from './events/EventBus.js'
import type { ConnectResult } from './plugin/ConnectResult.js'
import type { Plugin, PluginLoader } from './plugin/Plugin.js'
import type { PluginRegistry } from './plugin/PluginRegistry.js'
import type { ReadonlyStores } from './store/ReadonlyStores.js'
import type { AccountState } from './types/Account.js'
import type { AlertKind } from './types/Alert.js'
import type { CaipNetworkId, ChainNamespace } from './types/ChainNamespace.js'
import type { ConnectCallOptions } from './types/ConnectCallOptions.js'
import type { Connector } from './types/Connector.js'
import type { Features } from './types/Features.js'
import type { ThemeMode, ThemeVariables } from './types/GangwayConfig.js'
import type { Network } from './types/Network.js'
import type { PayRequest } from './types/PayRequest.js'
import type { ResolvedConfig } from './types/ResolvedConfig.js'
import type { ViewEntry, ViewId, ViewRegistry } from './types/ViewRegistry.js'

type ViewParams<V extends keyof ViewRegistry> = undefined extends ViewRegistry[V]
  ? { readonly params?: ViewRegistry[V] }
  : { readonly params: ViewRegistry[V] }

/** What `open` takes: a view declared in ViewRegistry with its params (required when the view needs them), or none for the default view. */
export type OpenOptions =
  | { readonly view?: undefined; readonly params?: undefined; readonly namespace?: ChainNamespace }
  | {
      [V in keyof ViewRegistry]: { readonly view: V; readonly namespace?: ChainNamespace } & ViewParams<V>
    }[keyof ViewRegistry]

export interface NavigateOptions {
  readonly replace?: boolean
}

/** A UI that renders the kernel's state (the built-in shell, or a host's own). */
export interface GangwayUi {
  /** Renders the modal into `element` (default: a host element appended to document.body). */
  mount(gangway: Gangway, element?: HTMLElement): () => void
  /**
   * Renders `entry`'s view once, hidden and inert, in the mounted modal while the page is idle, so that the
   * first open finds its code compiled and its styles computed; only a view declared `rehearse: true`.
   */
  rehearse?(gangway: Gangway, entry: ViewEntry): void
}

export interface GangwaySnapshot {
  readonly open: boolean
  readonly view: ViewId
  readonly activeNamespace: ChainNamespace | undefined
  readonly activeNetwork: Network | undefined
  readonly account: AccountState | undefined
  readonly features: Features
}

/** The object createGangway returns. */
export interface Gangway {
  readonly config: ResolvedConfig
  readonly events: EventBus
  /** The kernel state, read-only (getState, subscribe); it changes through the methods below. */
  readonly stores: ReadonlyStores
  /** Resolves when the stored sessions due for reconnect have been restored or dropped. */
  readonly ready: Promise<void>
  /** Opens the modal; calls made before the UI is ready are queued, the last request wins. */
  open(options?: OpenOptions): Promise<void>
  /**
   * Fetches the code of the first open (the modal, its plugins, the first view) and mounts the closed modal,
   * without opening it, setting up a plugin or calling a service: call it when the visitor shows intent
   * (hover, focus, touch) on a host's own button. Gangway's buttons do it themselves.
   */
  prefetch(options?: OpenOptions): void
  close(): void
  /** Hides a configuration alert (the modal's and the page region's) until it is raised again. */
  dismissAlert(kind: AlertKind): void
  back(): void
  /** Shows a view on top of the history; `replace` swaps the current view instead. */
  navigate<V extends keyof ViewRegistry>(view: V, params?: ViewRegistry[V], options?: NavigateOptions): void
  navigate(view: ViewId, params?: unknown, options?: NavigateOptions): void
  setFeatures(features: Partial<Features>): Promise<void>
  /** Adds a plugin: an object is installed now, a loader (eip155 from gangway/plugins/eip155...) is imported when its trigger is on. */
  use(plugin: Plugin | PluginLoader): Promise<void>
  connect(
    connector: Connector | string,
    namespace?: ChainNamespace,
    options?: ConnectCallOptions,
  ): Promise<ConnectResult>
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /** Signs a message with the connected account of the namespace (default: the active one). */
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  /** Sends a transaction through the connected wallet; resolves with its hash or signature. */
  sendTransaction(request: Readonly<Record<string, unknown>>, namespace?: ChainNamespace): Promise<string>
  /**
   * Opens the Pay view (flag `pay`, turned on by this call) for an exact payment with the connected wallet;
   * resolves with the transaction hash once the chain confirmed that the recipient got exactly the amount.
   */
  pay(request: PayRequest): Promise<string>
  /** A raw wallet request through the connected adapter of the namespace. */
  request(
    args: { readonly method: string; readonly params?: unknown },
    namespace?: ChainNamespace,
  ): Promise<unknown>
  /** Changes the theme at run time; the modal and buttons follow. */
  setTheme(theme: { readonly themeMode?: ThemeMode; readonly themeVariables?: ThemeVariables }): void
  /** Changes the language at run time (its catalogue loads on demand), optionally with host overrides. */
  setLocale(locale: string, messages?: Readonly<Record<string, string>>): void
  /** The API a set-up plugin exposes, or undefined. */
  getPlugin<N extends keyof PluginRegistry>(name: N): PluginRegistry[N] | undefined
  getPlugin(name: string): unknown
  /** Renders the modal with its own root, for hosts without React. */
  mount(element?: HTMLElement): Promise<() => void>
  getState(): GangwaySnapshot
  subscribe(listener: (snapshot: GangwaySnapshot) => void): () => void
  destroy(): Promise<void>
}
