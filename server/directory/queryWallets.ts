import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { WalletEntry } from '../../core/types/Connector.js'
import type { WalletQueryResult } from './WalletQueryResult.js'

const MAX_ENTRIES = 100
const DEFAULT_ENTRIES = 40
const MAX_LIST = 100
const MAX_SEARCH = 100
const BADGE_TYPES = new Set(['none', 'certified', 'verified'])
const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function positiveInteger(value: string | null, fallback: number): number | undefined {
  if (value === null || value.trim() === '') return fallback
  if (!/^\d{1,9}$/.test(value.trim())) return undefined
  const number = Number(value)
  return number >= 1 ? number : undefined
}

/**
 * GET /getWallets over `wallets`: page, entries (1-100), include, exclude, chains (any matches), search
 * (trimmed, case-insensitive on name), badge_type (none, certified or verified: every listed wallet counts).
 */
export function queryWallets(wallets: readonly WalletEntry[], query: URLSearchParams): WalletQueryResult {
  const page = positiveInteger(query.get('page'), 1)
  if (page === undefined) return { reason: 'Invalid page: expected a positive integer' }
  const entries = positiveInteger(query.get('entries'), DEFAULT_ENTRIES)
  if (entries === undefined || entries > MAX_ENTRIES)
    return { reason: `Invalid entries: expected an integer from 1 to ${MAX_ENTRIES}` }
  const chains = list(query.get('chains'))
  const badChain = chains.find((chain) => !isCaipNetworkId(chain))
  if (badChain !== undefined) return { reason: `Invalid CAIP-2 network id: ${badChain.slice(0, 100)}` }
  const include = new Set(list(query.get('include')))
  const exclude = new Set(list(query.get('exclude')))
  if (chains.length > MAX_LIST || include.size > MAX_LIST || exclude.size > MAX_LIST)
    return { reason: `Too many ids: include, exclude and chains take at most ${MAX_LIST} each` }
  const badge = query.get('badge_type')
  if (badge !== null && badge !== '' && !BADGE_TYPES.has(badge))
    return { reason: 'Invalid badge_type: expected none, certified or verified' }
  const search = (query.get('search') ?? '').trim().toLowerCase()
  if (search.length > MAX_SEARCH) return { reason: `Invalid search: at most ${MAX_SEARCH} characters` }
  const matching = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  )
  const data = matching.slice((page - 1) * entries, page * entries)
  return { page: { data, count: matching.length } }
}
