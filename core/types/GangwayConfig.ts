import type { Plugin, PluginLoader } from '../plugin/Plugin.js'
import type { AppMetadata } from './AppMetadata.js'
import type { Endpoints } from './Endpoints.js'
import type { Features } from './Features.js'
import type { Network } from './Network.js'
import type { ThemeMode } from './ThemeMode.js'
import type { ThemeVariables } from './ThemeVariables.js'

export type { AppMetadata } from './AppMetadata.js'
export type { Endpoints } from './Endpoints.js'
export type { ThemeMode } from './ThemeMode.js'
export type { ThemeVariables } from './ThemeVariables.js'

/** What a host passes to createGangway. */
export interface GangwayConfig {
  readonly projectId?: string
  readonly metadata?: AppMetadata
  /** At least one network; the first is the default unless defaultNetwork says otherwise. */
  readonly networks: readonly [Network, ...Network[]]
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
  /**
   * When the first open's code (from the host's origin; never a service request) is fetched: 'idle'
   * (default) once the page has loaded and the browser is idle, unless the visitor asked to save data;
   * 'intent' only when the pointer or focus comes to a Gangway button, or the host calls prefetch().
   */
  readonly prefetch?: 'idle' | 'intent'
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
