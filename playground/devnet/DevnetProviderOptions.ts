import type { Identity } from '../../server/chainData/Identity.js'
import type { Devnet } from './Devnet.js'

/** Options of createDevnetProvider. */
export interface DevnetProviderOptions {
  /** The local chains whose balances are read (native and DevToken). */
  readonly devnet: Pick<Devnet, 'chains'>
  /** USD prices by token symbol (default ETH 3000, DGT 1). */
  readonly prices?: Readonly<Record<string, number>>
  /** Names by EVM address for GET /v1/identity/{address}. */
  readonly identities?: Readonly<Record<string, Partial<Identity>>>
}
