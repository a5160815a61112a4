import type { AnalyticsEvent } from '../analytics/AnalyticsEvent.js'
import type { AuthService } from '../auth/AuthService.js'
import type { FarcasterLogin } from '../auth/farcaster/FarcasterLogin.js'
import type { SocialLogin } from '../auth/social/SocialLogin.js'
import type { ChainDataProvider } from '../chainData/ChainDataProvider.js'
import type { Directory } from '../directory/Directory.js'
import type { RateLimit } from '../http/RateLimit.js'
import type { OnrampProvider } from '../onramp/OnrampProvider.js'
import type { Project } from '../Project.js'
import type { ServerLogger } from '../ServerLogger.js'
import type { SessionService } from '../sessions/SessionService.js'
import type { NameStore } from '../storage/NameStore.js'

/** What the Hono app is made of. */
export interface AppDeps {
  readonly basePath: string
  readonly projects: ReadonlyMap<string, Project>
  /** The project whose settings serve an unknown projectId (ServerOptions.fallbackProject). */
  readonly fallbackProject: string | undefined
  readonly directory: Directory
  readonly writeEvent: (event: AnalyticsEvent) => Promise<void>
  readonly chainData: ChainDataProvider
  readonly sessions: SessionService
  /** The on-ramp API's source (ServerOptions.onramp), else its routes answer 503. */
  readonly onramp?: OnrampProvider
  /** The embedded wallet's auth service (ServerOptions.auth), else its routes are absent. */
  readonly auth?: AuthService
  /** Social sign-in of the auth service (AuthOptions.social), else its routes are absent. */
  readonly social?: SocialLogin
  /** Sign In With Farcaster of the auth service (AuthOptions.farcaster), else its routes are absent. */
  readonly farcaster?: FarcasterLogin
  /** The secure frame's script (AuthOptions.frameScript), else no frame is served. */
  readonly frameScript?: () => Promise<string>
  /** The name service: the names' suffix, their store, RPC URLs for contract accounts' signatures, the clock skew allowed. */
  readonly names: {
    readonly suffix: string
    readonly store: NameStore
    readonly rpcUrls: Readonly<Record<string, string>>
    readonly maxClockSkewSeconds: number
  }
  /** The ERC-4337 bundler of each chain by CAIP-2 id (ServerOptions.bundlers). */
  readonly bundlers: Readonly<Record<string, string>>
  readonly logger: ServerLogger
  readonly publicUrl: string | undefined
  readonly trustProxy: boolean
  readonly rateLimits: { readonly perIp: RateLimit | false; readonly perProject: RateLimit | false }
}
