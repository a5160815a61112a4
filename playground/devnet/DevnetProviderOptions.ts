import type { Identity } from '../../server/chainData/Identity.js'
import type { Devnet } from './Devnet.js'
import type { LocalSolanaRpc } from './solana/LocalSolanaRpc.js'

/** Options of createDevnetProvider. */
export interface DevnetProviderOptions {
  /** The local chains whose balances, history and NFTs are read (native, the dev ERC-20s and collections). */
  readonly devnet: Pick<Devnet, 'chains'>
  /** The local Solana VM (SOL and its DevSPL token; history per address); absent: no solana chain. */
  readonly solana?: Pick<LocalSolanaRpc, 'chain' | 'rpcUrl' | 'token'>
  /** USD prices by token symbol (default ETH 3000, DGT 1, dUSD 1, SOL 150, DevSPL 1). */
  readonly prices?: Readonly<Record<string, number>>
  /** Names by EVM address for GET /v1/identity/{address}. */
  readonly identities?: Readonly<Record<string, Partial<Identity>>>
  /** How often the indexer looks for new anvil blocks (ms, default 250). */
  readonly pollMs?: number
}
