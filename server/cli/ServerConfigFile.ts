import type { RpcChain } from '../chainData/RpcChain.js'
import type { ServerOptions } from '../ServerOptions.js'

/** gangway.server.json: the server's options as JSON, plus the chains of the RPC provider and their prices. */
export interface ServerConfigFile
  extends Pick<ServerOptions, 'projects' | 'basePath' | 'publicUrl' | 'trustProxy' | 'rateLimits'> {
  readonly databaseUrl?: string
  /** Embedded database directory, relative to the config file. */
  readonly dataDir?: string
  /** Chains read over the host's RPC URLs (createRpcProvider). */
  readonly chains?: readonly RpcChain[]
  /** USD prices by symbol for the balances. */
  readonly prices?: Readonly<Record<string, number>>
}
