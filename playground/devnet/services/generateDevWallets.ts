import type { WalletEntry } from '../../../entries/plugin.js'
import { generateDirectoryWallets } from '../../../server/directory/generateDirectoryWallets.js'
import { devDirectoryWallets } from './devDirectoryWallets.js'

/** The dev directory's data set: the dev wallets first, then the server's generated wallets up to `count`; same seed, same list. */
export function generateDevWallets(count = 420, seed = 6963): WalletEntry[] {
  return generateDirectoryWallets(count, { seed, first: devDirectoryWallets })
}
