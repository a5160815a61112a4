import type { Gangway } from '../../entries/plugin.js'
import { directoryChains } from './directoryChains.js'
import { directoryClient } from './directoryClient.js'
import { fetchWallets } from './fetchWallets.js'
import type { WalletPage } from './WalletPage.js'
import { walletList } from './walletList.js'

const cache = new WeakMap<Gangway, Map<string, Promise<WalletPage>>>()

/** The directory's first few wallets and its total count, fetched once per Gangway and chain filter. */
export function recommendedWallets(gangway: Gangway): Promise<WalletPage> {
  const chains = directoryChains(gangway.stores.networks.getState().configured)
  const key = chains?.join(',') ?? ''
  let byChains = cache.get(gangway)
  if (!byChains) {
    byChains = new Map()
    cache.set(gangway, byChains)
  }
  const known = byChains.get(key)
  if (known) return known
  const request = fetchWallets(directoryClient(gangway), {
    page: 1,
    entries: walletList.recommended,
    chains,
  })
  byChains.set(key, request)
  request.catch(() => byChains.delete(key))
  return request
}
