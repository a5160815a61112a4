import type { WalletEntry } from '../../core/types/Connector.js'
import type { WalletIndex } from './WalletIndex.js'
import type { WalletQuery } from './WalletQuery.js'

/**
 * One page of `query` over `index`: the wallets that pass include, exclude, chains (any matches) and
 * search (substring of the lower-cased name), and how many pass in all. With no filter, only the page is read.
 */
export function selectWallets(
  index: WalletIndex,
  query: WalletQuery,
): { readonly data: readonly WalletEntry[]; readonly count: number } {
  const { wallets, names } = index
  const start = (query.page - 1) * query.entries
  const end = start + query.entries
  const { include, exclude, chains, search } = query
  if (include.size === 0 && exclude.size === 0 && chains.length === 0 && search === '')
    return { data: wallets.slice(start, end), count: wallets.length }
  const data: WalletEntry[] = []
  let count = 0
  for (let i = 0; i < wallets.length; i++) {
    const wallet = wallets[i]!
    if (include.size > 0 && !include.has(wallet.id)) continue
    if (exclude.has(wallet.id)) continue
    if (search !== '' && !names[i]!.includes(search)) continue
    if (chains.length > 0 && !chains.some((chain) => wallet.chains?.includes(chain))) continue
    if (count >= start && count < end) data.push(wallet)
    count++
  }
  return { data, count }
}
