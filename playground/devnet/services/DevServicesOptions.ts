import type { Features } from '../../../core/index.js'
import type { WalletEntry } from '../../../entries/plugin.js'
import type { Devnet } from '../Devnet.js'
import type { LocalSolanaRpc } from '../solana/LocalSolanaRpc.js'
import type { DevIdentity } from './DevIdentity.js'

/** Options of createDevServicesHandler. */
export interface DevServicesOptions {
  /** The local chains whose balances, history and NFTs the blockchain API reads; without it the API knows no chain. */
  readonly devnet?: Pick<Devnet, 'chains' | 'farcaster'>
  /** The local Solana VM the blockchain API reads too (SOL, DevSPL, history). */
  readonly solana?: Pick<LocalSolanaRpc, 'chain' | 'rpcUrl' | 'token'>
  /** Where the services are mounted (default '/gangway', Gangway's default service path). */
  readonly basePath?: string
  /** Directory of the server's embedded database, kept across runs (default: in memory). */
  readonly dataDir?: string
  /** The directory's wallets (default: generateDevWallets()). */
  readonly wallets?: readonly WalletEntry[]
  /** Initial remote features of GET /appkit/v1/config (default none). */
  readonly remoteFeatures?: Partial<Features> | null
  /** Initial allowed origins (GET /projects/v1/origins and CORS; default devOrigins: 127.0.0.1 and localhost, any port). */
  readonly allowedOrigins?: readonly string[]
  /** Initial GET /getAnalyticsConfig answer (default true). */
  readonly analyticsEnabled?: boolean
  /** Names by address for GET /v1/identity/{address}. */
  readonly identities?: Readonly<Record<string, Partial<DevIdentity>>>
  /** USD prices by token symbol (default ETH 3000, DGT 1, dUSD 1, SOL 150, DevSPL 1). */
  readonly prices?: Readonly<Record<string, number>>
  /** Public origin for absolute image URLs in answers (default: from the request). */
  readonly publicUrl?: string
  /** The devnet's SMTP server: with it the auth service (e-mail codes) and the secure frame are on. */
  readonly mail?: { readonly host: string; readonly port: number }
  /** The devnet's identity provider (with `mail`): social login through it, one client per social name. */
  readonly social?: { readonly issuer: string; readonly clientSecret: string }
  /** Sign In With Farcaster (with `mail`): the link base the QR code carries (default the auth service's). */
  readonly farcasterConnectUrl?: string
  /** How many requests the log keeps (default 1000, oldest dropped). */
  readonly maxLoggedRequests?: number
}
