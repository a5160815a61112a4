import { isCaipNetworkId } from '../../../core/index.js'
import type { WalletEntry } from '../../../entries/plugin.js'
import type { DevReply } from './DevReply.js'
import { errorReply } from './errorReply.js'

const MAX_ENTRIES = 100
const DEFAULT_ENTRIES = 40
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

/** GET /getWallets over `wallets`: page, entries (1-100), include, exclude, chains (any matches), search (trimmed, case-insensitive on name). */
export function queryWallets(wallets: readonly WalletEntry[], query: URLSearchParams): DevReply {
  const page = positiveInteger(query.get('page'), 1)
  if (page === undefined) return errorReply(400, 'Invalid page: expected a positive integer')
  const entries = positiveInteger(query.get('entries'), DEFAULT_ENTRIES)
  if (entries === undefined || entries > MAX_ENTRIES)
    return errorReply(400, `Invalid entries: expected an integer from 1 to ${MAX_ENTRIES}`)
  const chains = list(query.get('chains'))
  const badChain = chains.find((chain) => !isCaipNetworkId(chain))
  if (badChain !== undefined) return errorReply(400, `Invalid CAIP-2 network id: ${badChain}`)
  const include = new Set(list(query.get('include')))
  const exclude = new Set(list(query.get('exclude')))
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  )
  const data = matching.slice((page - 1) * entries, page * entries)
  return { status: 200, json: { data, count: matching.length } }
}
