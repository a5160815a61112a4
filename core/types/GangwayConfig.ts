import type { Plugin, PluginLoader } from '../plugin/Plugin.js'
import type { Features } from './Features.js'
import type { Network } from './Network.js'

export interface AppMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}

/** Every service Gangway talks to; all are configuration so that the widget can be self-hosted. */
export interface Endpoints {
  /** Blockchain data API (balances, history, names, swaps, onramp). */
  readonly api: string
  /** Wallet directory, project config, allowed origins and analytics config. */
  readonly directory: string
  /** Analytics sink (`POST /e`). */
  readonly analytics: string
  /** WalletConnect relay (ws/wss). */
  readonly relay: string
  /** Embedded-wallet secure frame. */
  readonly secureFrame: string
  /** Project chain RPC (`{rpc}/v1/?chainId=…&projectId=…`, spec section 7), tried before a network's own rpcUrls; none by default. */
  readonly rpc?: string
}

export type ThemeMode = 'light' | 'dark'

export interface ThemeVariables {
  readonly '--gw-accent'?: string
  readonly '--gw-font-family'?: string
  readonly '--gw-font-size-base'?: string
  readonly '--gw-border-radius'?: string
  readonly '--gw-z-index'?: number | string
  readonly [name: `--gw-${string}`]: string | number | undefined
}

/** What a host passes to createGangway. */
export interface GangwayConfig {
  readonly projectId?: string
  readonly metadata?: AppMetadata
  readonly networks: readonly [Network, ...Network[]] | readonly Network[]
  readonly defaultNetwork?: Network
  readonly features?: Partial<Features>
  /**
   * Plugin objects, and loaders (`eip155` from `gangway/plugins/eip155`...) whose plugin is imported
   * only when its trigger is on. A chain plugin must be here for each namespace of `networks`.
   */
  readonly plugins?: readonly (Plugin | PluginLoader)[]
  readonly endpoints?: Partial<Endpoints>
  /** Fetch project config from the directory service; remote features win over local ones. */
  readonly remoteConfig?: boolean
  /** Basic mode: manual pairing only, every remote feature off. */
  readonly basic?: boolean
  /** Embedded mode: the modal is part of the page, close shows Account or Connect. */
  readonly embedded?: boolean
  /** Show the pairing view instead of wallet lists (spec section 2, rule 2). */
  readonly manualControl?: boolean
  /** Page origins allowed to use this project id; wildcards allowed. Localhost is always allowed. */
  readonly allowedOrigins?: readonly string[]
  readonly siweConfig?: unknown
  readonly siwx?: { readonly required?: boolean } & Record<string, unknown>
  /** Links shown with the legal checkbox (feature legalCheckbox). */
  readonly legal?: { readonly termsUrl?: string; readonly privacyUrl?: string }
  readonly allowUnsupportedChain?: boolean
  readonly enableNetworkSwitch?: boolean
  readonly themeMode?: ThemeMode
  readonly themeVariables?: ThemeVariables
  readonly locale?: string
  readonly messages?: Readonly<Record<string, string>>
  /** Storage for persisted values; defaults to localStorage when present, else memory. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** fetch used by every HTTP client; defaults to globalThis.fetch. */
  readonly fetch?: typeof fetch
  readonly debug?: boolean
}
