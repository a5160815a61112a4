import type { WalletEntry } from '../core/types/Connector.js'
import type { AuthOptions } from './auth/AuthOptions.js'
import type { ChainDataProvider } from './chainData/ChainDataProvider.js'
import type { RateLimit } from './http/RateLimit.js'
import type { NamesOptions } from './names/NamesOptions.js'
import type { OnrampProvider } from './onramp/OnrampProvider.js'
import type { ProjectConfig } from './ProjectConfig.js'
import type { ServerLogger } from './ServerLogger.js'
import type { SessionOptions } from './sessions/SessionOptions.js'
import type { Database } from './storage/Database.js'
import type { DatabaseOptions } from './storage/DatabaseOptions.js'

/** Options of createGangwayServer. */
export interface ServerOptions {
  /** The projects served (at least one); stored at start, the stored list made equal to this one. */
  readonly projects: readonly ProjectConfig[]
  /**
   * Id of one of `projects` that also answers for every well-formed projectId not configured, with its
   * settings (for development and tests, where any id is accepted); default none: unknown ids get 403.
   */
  readonly fallbackProject?: string
  /** Where data lives: `{ url }` (PostgreSQL), `{ dataDir }` (embedded), an open Database, or nothing (in memory). */
  readonly database?: DatabaseOptions | Database
  /** Path the server answers under (default '/gangway', the widget's default). */
  readonly basePath?: string
  /** Public origin of the server, for absolute URLs in answers (default: the request's). */
  readonly publicUrl?: string
  /** Where blockchain API answers come from (default: none; no chains, empty balances). */
  readonly chainData?: ChainDataProvider
  /** Where the on-ramp API's options, quotes and checkout links come from (default: none; its routes answer 503, the widget falls back). */
  readonly onramp?: OnrampProvider
  /** The directory's wallets before the host's edits (default: curatedWallets). */
  readonly wallets?: readonly WalletEntry[]
  /** Requests per client address and per project (fixed windows); false turns one off. */
  readonly rateLimits?: { readonly perIp?: RateLimit | false; readonly perProject?: RateLimit | false }
  /** Behind a proxy: take the client address from X-Forwarded-For / X-Real-IP (default false). */
  readonly trustProxy?: boolean
  /** How often directory edits made elsewhere are picked up (default 5,000 ms). */
  readonly directoryRefreshMs?: number
  /** Longest wait of an analytics event for its group commit (default 2 ms). */
  readonly analyticsFlushMs?: number
  /** The SIWX session service: token secret, lifetimes, RPC URLs for contract accounts, accepted chains, verifiers. */
  readonly sessions?: SessionOptions
  /** The embedded wallet's auth service (e-mail codes over SMTP, sessions, device approval); default: off. */
  readonly auth?: AuthOptions
  /** The name service (/api/v1/profile/*): suffix (default '.gangway.id'), RPC URLs for contract accounts' signatures. */
  readonly names?: NamesOptions
  /** ERC-4337 bundlers by CAIP-2 chain id (`{ 'eip155:1': 'http://…' }`), served at POST /api/v1/bundler?chainId=; default none. */
  readonly bundlers?: Readonly<Record<string, string>>
  /** Where internal errors are reported (default: console). */
  readonly logger?: ServerLogger
}
