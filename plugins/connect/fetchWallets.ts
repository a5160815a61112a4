import type { HttpClient } from '../../core/kit/index.js'
import { sanitizeWalletPage } from './sanitizeWalletPage.js'
import type { WalletPage } from './WalletPage.js'
import type { WalletQuery } from './WalletQuery.js'

const nonEmpty = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : undefined)

/** GET /getWallets of the directory service, sanitised (sanitizeWalletPage) before anyone sees it. */
export async function fetchWallets(
  client: HttpClient,
  query: WalletQuery,
  signal?: AbortSignal,
): Promise<WalletPage> {
  const search = query.search?.trim()
  const body = await client.get<unknown>(
    '/getWallets',
    {
      page: query.page,
      entries: query.entries,
      search: search || undefined,
      chains: nonEmpty(query.chains),
      include: nonEmpty(query.include),
      exclude: nonEmpty(query.exclude),
    },
    { signal },
  )
  return sanitizeWalletPage(body, query.entries)
}
