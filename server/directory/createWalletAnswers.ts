import type { WalletEntry } from '../../core/types/Connector.js'
import { createWalletIndex } from './createWalletIndex.js'
import { parseWalletQuery } from './parseWalletQuery.js'
import { selectWallets } from './selectWallets.js'
import type { WalletIndex } from './WalletIndex.js'
import type { WalletQuery } from './WalletQuery.js'

const DEFAULT_MAX_ANSWERS = 256
/** Longer keys (long include or exclude lists) are answered without being remembered. */
const MAX_KEY = 1_024

const keyOf = (query: WalletQuery): string =>
  `${query.page}\n${query.entries}\n${query.search}\n${query.chains.join(',')}\n${[...query.include].join(',')}\n${[...query.exclude].join(',')}`

/**
 * GET /getWallets answers as JSON text, over the list `wallets()` returns: its index is rebuilt and the
 * remembered answers dropped whenever that list changes (a directory reload); the last `maxAnswers`
 * answers asked for are remembered (least recently used out first), so popular pages and searches cost a lookup.
 */
export function createWalletAnswers(
  wallets: () => readonly WalletEntry[],
  options: {
    readonly maxAnswers?: number
    /** Fields every answer carries besides `data` and `count` (the server's `imageSprites`). */
    readonly fields?: Readonly<Record<string, unknown>>
  } = {},
): (params: URLSearchParams) => { readonly json: string } | { readonly reason: string } {
  const maxAnswers = Math.max(0, options.maxAnswers ?? DEFAULT_MAX_ANSWERS)
  let index: WalletIndex | undefined
  let answers = new Map<string, string>()
  return (params) => {
    const query = parseWalletQuery(params)
    if ('reason' in query) return query
    const list = wallets()
    if (index?.wallets !== list) {
      index = createWalletIndex(list)
      answers = new Map()
    }
    const key = keyOf(query)
    const known = answers.get(key)
    if (known !== undefined) {
      answers.delete(key)
      answers.set(key, known)
      return { json: known }
    }
    const json = JSON.stringify({ ...selectWallets(index, query), ...options.fields })
    if (maxAnswers > 0 && key.length <= MAX_KEY) {
      if (answers.size >= maxAnswers) answers.delete(answers.keys().next().value as string)
      answers.set(key, json)
    }
    return { json }
  }
}
