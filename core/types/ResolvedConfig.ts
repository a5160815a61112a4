import type { Features } from './Features.js'
import type { AppMetadata, Endpoints, GangwayConfig, ThemeMode } from './GangwayConfig.js'
import type { Network } from './Network.js'

type ResolvedKey =
  | 'projectId'
  | 'metadata'
  | 'networks'
  | 'defaultNetwork'
  | 'features'
  | 'endpoints'
  | 'remoteConfig'
  | 'basic'
  | 'embedded'
  | 'manualControl'
  | 'allowedOrigins'
  | 'allowUnsupportedChain'
  | 'enableNetworkSwitch'
  | 'themeMode'
  | 'locale'

/** GangwayConfig after defaults are applied and it has been validated. */
export interface ResolvedConfig extends Omit<GangwayConfig, ResolvedKey> {
  readonly projectId: string | undefined
  readonly metadata: AppMetadata
  readonly networks: readonly Network[]
  readonly defaultNetwork: Network | undefined
  readonly features: Features
  readonly endpoints: Endpoints
  readonly remoteConfig: boolean
  readonly basic: boolean
  readonly embedded: boolean
  readonly manualControl: boolean
  readonly allowedOrigins: readonly string[]
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly themeMode: ThemeMode
  readonly locale: string
}
