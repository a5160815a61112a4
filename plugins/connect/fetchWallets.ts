import { type HttpClient, toWalletEntry, type WalletEntry } from '../../entries/plugin.js'
import { noteImageSprites } from './directorySprites.js'
import { sanitizeWalletPage } from './sanitizeWalletPage.js'
import type { WalletPage } from './WalletPage.js'
import type { WalletQuery } from './WalletQuery.js'

const nonEmpty = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : undefined)

/**
 * GET /getWallets of the directory service, made safe before anyone sees it: shape, count, size and
 * duplicates by sanitizeWalletPage, then links and image ids by toWalletEntry (the one URL policy). What
 * it says of image sprites is noted for the client (directorySprites).
 */
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
  const page = sanitizeWalletPage(body, query.entries)
  const data = page.data.map(toWalletEntry).filter((item): item is WalletEntry => item !== undefined)
  noteImageSprites(client, page.imageSprites)
  return page.imageSprites
    ? { data, count: page.count, imageSprites: page.imageSprites }
    : { data, count: page.count }
}
