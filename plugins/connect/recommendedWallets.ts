import type { Gangway } from '../../entries/plugin.js'
import { cachedWalletPage } from './cachedWalletPage.js'
import { directoryChains } from './directoryChains.js'
import { directoryClient } from './directoryClient.js'
import type { WalletPage } from './WalletPage.js'
import { walletList } from './walletList.js'

/** The directory's first few wallets and its total count, fetched once per Gangway and chain filter. */
export function recommendedWallets(gangway: Gangway): Promise<WalletPage> {
  const chains = directoryChains(gangway.stores.networks.getState().configured)
  return cachedWalletPage(directoryClient(gangway), { page: 1, entries: walletList.recommended, chains })
}
