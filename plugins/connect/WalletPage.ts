import type { WalletEntry } from '../../entries/plugin.js'

/** One answer of the directory's GET /getWallets. */
export interface WalletPage {
  readonly data: readonly WalletEntry[]
  readonly count: number
  /**
   * How many wallet images the directory serves as one sprite (`GET /getWalletImages`, a Gangway server's
   * extension of the directory API); absent when it serves none.
   */
  readonly imageSprites?: number
}
