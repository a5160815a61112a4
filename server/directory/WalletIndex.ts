import type { WalletEntry } from '../../core/types/Connector.js'

/** The directory's wallets with what every query needs precomputed. */
export interface WalletIndex {
  readonly wallets: readonly WalletEntry[]
  /** wallets[i].name lower-cased, for search. */
  readonly names: readonly string[]
}
