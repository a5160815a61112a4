import type { LiteSVM } from 'litesvm'
import type { Network } from '../../../core/index.js'
import type { LocalSvm } from './createLocalSvm.js'
import type { SolanaDevAccount } from './SolanaDevAccount.js'

/** A running local Solana VM behind JSON-RPC (HTTP) and subscriptions (websocket). */
export interface LocalSolanaRpc {
  readonly rpcUrl: string
  /** The websocket endpoint: the HTTP port + 1, where @solana/web3.js looks by default (the HTTP port answers too). */
  readonly wsUrl: string
  /** This VM as a Gangway network: solana:<first 32 characters of its genesis hash>. */
  readonly network: Network
  readonly genesisHash: string
  /** The wallet-standard chain id wallets list for this VM (the network's CAIP-2 id). */
  readonly chain: `solana:${string}`
  readonly svm: LiteSVM
  readonly vm: LocalSvm
  /** The funded dev keypairs; each holds the DevSPL token too. */
  readonly accounts: readonly SolanaDevAccount[]
  readonly token: { readonly mint: string; readonly symbol: string; readonly decimals: number }
  stop(): Promise<void>
}
