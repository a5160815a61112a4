import type { WalletEntry } from '../../entries/plugin.js'

/** One answer of the directory's GET /getWallets. */
export interface WalletPage {
  readonly data: readonly WalletEntry[]
  readonly count: number
}
