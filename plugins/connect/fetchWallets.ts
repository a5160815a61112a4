import type { WalletEntry } from '../../core/index.js'
import { type HttpClient, toWalletEntry } from '../../core/kit/index.js'
import type { WalletPage } from './WalletPage.js'
import type { WalletQuery } from './WalletQuery.js'

const nonEmpty = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : undefined)

/** GET /getWallets of the directory service; a malformed answer counts as an empty page, each entry passes toWalletEntry. */
export async function fetchWallets(
  client: HttpClient,
  query: WalletQuery,
  signal?: AbortSignal,
): Promise<WalletPage> {
  const search = query.search?.trim()
  const body = await client.get<Partial<WalletPage> | undefined>(
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
  const data = Array.isArray(body?.data)
    ? body.data.map(toWalletEntry).filter((item): item is WalletEntry => item !== undefined)
    : []
  const count = typeof body?.count === 'number' && Number.isFinite(body.count) ? body.count : data.length
  return { data, count }
}
