import type { AppMetadata } from './AppMetadata.js'
import type { Endpoints } from './Endpoints.js'
import type { Features } from './Features.js'
import type { Network } from './Network.js'
import type { ThemeMode } from './ThemeMode.js'
import type { ThemeVariables } from './ThemeVariables.js'

/**
 * GangwayConfig after defaults are applied and it has been validated. It holds no plugins (the kernel
 * installs them), and `features` is only what the host set: the effective flags live in the features store.
 */
export interface ResolvedConfig {
  readonly projectId: string | undefined
  readonly metadata: AppMetadata
  readonly networks: readonly Network[]
  readonly defaultNetwork: Network | undefined
  /** The host's flags, validated; input to the features store, not the flags in effect. */
  readonly features: Partial<Features>
  readonly endpoints: Endpoints
  readonly remoteConfig: boolean
  readonly basic: boolean
  readonly embedded: boolean
  readonly manualControl: boolean
  readonly allowedOrigins: readonly string[]
  readonly siweConfig?: unknown
  readonly siwx?: { readonly required?: boolean } & Record<string, unknown>
  readonly legal?: { readonly termsUrl?: string; readonly privacyUrl?: string }
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly themeMode: ThemeMode
  readonly themeVariables?: ThemeVariables
  readonly locale: string
  readonly messages?: Readonly<Record<string, string>>
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  readonly fetch?: typeof fetch
  readonly debug?: boolean
  readonly prefetch?: 'idle' | 'intent'
}
