import type { WalletEntry } from '../../entries/plugin.js'

/** What generateDirectoryWallets makes besides the count. */
export interface GenerateDirectoryWalletsOptions {
  /** The seed of the made-up part (default 6963): the same seed, the same list. */
  readonly seed?: number
  /** Entries placed first, as they are (the playground's dev wallets); they count towards `count`. */
  readonly first?: readonly WalletEntry[]
}
