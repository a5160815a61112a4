import type { HttpClient } from '../../entries/plugin.js'
import { fetchWallets } from './fetchWallets.js'
import type { WalletPage } from './WalletPage.js'
import { walletList } from './walletList.js'

type PageRequest = Promise<WalletPage> & { value?: WalletPage }

const cache = new WeakMap<HttpClient, Map<string, PageRequest>>()

/** All Wallets' first directory page (no search) for a chain filter, fetched once per client; a failure is forgotten. */
export function firstWalletPage(
  client: HttpClient,
  chains: readonly string[] | undefined,
): Promise<WalletPage> {
  const key = chains?.join(',') ?? ''
  let byChains = cache.get(client)
  if (!byChains) {
    byChains = new Map()
    cache.set(client, byChains)
  }
  const known = byChains.get(key)
  if (known) return known
  const request: PageRequest = fetchWallets(client, { page: 1, entries: walletList.pageSize, chains })
  byChains.set(key, request)
  request.then(
    (page) => {
      request.value = page
    },
    () => byChains.delete(key),
  )
  return request
}
