import type { HistoryItem } from './HistoryItem.js'
import { isRecord } from './isRecord.js'
import type { Page } from './Page.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readCursor } from './readCursor.js'
import { readHistoryItem } from './readHistoryItem.js'

/** The `{ data, next }` answer of GET /v1/account/{account}/history on `chainId`: invalid, other-chain and all-spam items dropped; undefined when malformed. */
export function readHistoryPage(answer: unknown, chainId: string): Page<HistoryItem> | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.data)) return undefined
  const data = answer.data
    .slice(0, portfolioLimits.maxPageItems)
    .map((entry) => readHistoryItem(entry, chainId))
    .filter((item): item is HistoryItem => item !== undefined)
  return { data, next: readCursor(answer.next) }
}
