import type { WalletEntry } from '../../core/types/Connector.js'
import { createWalletIndex } from './createWalletIndex.js'
import { parseWalletQuery } from './parseWalletQuery.js'
import { selectWallets } from './selectWallets.js'
import type { WalletIndex } from './WalletIndex.js'
import type { WalletQueryResult } from './WalletQueryResult.js'

const indexes = new WeakMap<readonly WalletEntry[], WalletIndex>()

/**
 * GET /getWallets over `wallets`: page, entries (1-100), include, exclude, chains (any matches), search
 * (trimmed, case-insensitive on name), badge_type (none, certified or verified: every listed wallet counts).
 * The index of a list is built on its first query and kept while the list lives.
 */
export function queryWallets(wallets: readonly WalletEntry[], params: URLSearchParams): WalletQueryResult {
  const query = parseWalletQuery(params)
  if ('reason' in query) return query
  let index = indexes.get(wallets)
  if (!index) {
    index = createWalletIndex(wallets)
    indexes.set(wallets, index)
  }
  return { page: selectWallets(index, query) }
}
