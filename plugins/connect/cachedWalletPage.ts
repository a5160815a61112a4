import type { HttpClient } from '../../entries/plugin.js'
import { fetchWallets } from './fetchWallets.js'
import type { WalletPage } from './WalletPage.js'
import type { WalletQuery } from './WalletQuery.js'

type PageRequest = Promise<WalletPage> & { value?: WalletPage }

const cache = new WeakMap<HttpClient, Map<string, PageRequest>>()

/**
 * A directory page fetched once per client and query (a failure is forgotten); once it is there the
 * promise carries it as `value`, for a first render without waiting.
 */
export function cachedWalletPage(client: HttpClient, query: WalletQuery): PageRequest {
  const key = JSON.stringify([
    query.page,
    query.entries,
    query.search,
    query.chains,
    query.include,
    query.exclude,
  ])
  let byQuery = cache.get(client)
  if (!byQuery) {
    byQuery = new Map()
    cache.set(client, byQuery)
  }
  const known = byQuery.get(key)
  if (known) return known
  const request: PageRequest = fetchWallets(client, query)
  byQuery.set(key, request)
  request.then(
    (page) => {
      request.value = page
    },
    () => byQuery.delete(key),
  )
  return request
}
