import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { WalletQuery } from './WalletQuery.js'

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
 * The parameters of GET /getWallets checked: page, entries (1-100), include, exclude, chains (CAIP-2, at
 * most 100 each), search (at most 100 characters), badge_type (none, certified or verified; every listed
 * wallet counts, so it selects nothing): the query, or why it is rejected.
 */
export function parseWalletQuery(params: URLSearchParams): WalletQuery | { readonly reason: string } {
  const page = positiveInteger(params.get('page'), 1)
  if (page === undefined) return { reason: 'Invalid page: expected a positive integer' }
  const entries = positiveInteger(params.get('entries'), DEFAULT_ENTRIES)
  if (entries === undefined || entries > MAX_ENTRIES)
    return { reason: `Invalid entries: expected an integer from 1 to ${MAX_ENTRIES}` }
  const chains = list(params.get('chains'))
  const badChain = chains.find((chain) => !isCaipNetworkId(chain))
  if (badChain !== undefined) return { reason: `Invalid CAIP-2 network id: ${badChain.slice(0, 100)}` }
  const include = new Set(list(params.get('include')))
  const exclude = new Set(list(params.get('exclude')))
  if (chains.length > MAX_LIST || include.size > MAX_LIST || exclude.size > MAX_LIST)
    return { reason: `Too many ids: include, exclude and chains take at most ${MAX_LIST} each` }
  const badge = params.get('badge_type')
  if (badge !== null && badge !== '' && !BADGE_TYPES.has(badge))
    return { reason: 'Invalid badge_type: expected none, certified or verified' }
  const search = (params.get('search') ?? '').trim().toLowerCase()
  if (search.length > MAX_SEARCH) return { reason: `Invalid search: at most ${MAX_SEARCH} characters` }
  return { page, entries, chains, include, exclude, search }
}
