import { caipAccountPattern } from './caipAccountPattern.js'
import type { HistoryItem, HistoryTransfer } from './HistoryItem.js'
import { isRecord } from './isRecord.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readHistoryTransfer } from './readHistoryTransfer.js'
import { readText } from './readText.js'

const OPERATIONS = new Set(['send', 'receive', 'mint', 'execute', 'approve', 'trade'])
const STATUSES = new Set(['confirmed', 'failed', 'pending'])
const HASH = /^[0-9a-zA-Z]{1,128}$/

/**
 * One transaction of the history on `chainId`, checked, else undefined: another chain's is dropped (spec
 * section 5: only the connected chain), so is one whose transfers are all spam NFTs; invalid transfers are left out.
 */
export function readHistoryItem(entry: unknown, chainId: string): HistoryItem | undefined {
  if (!isRecord(entry) || !isRecord(entry.metadata) || !Array.isArray(entry.transfers)) return undefined
  const { metadata } = entry
  const id = readText(entry.id, 200)
  const minedAt = typeof metadata.minedAt === 'string' ? Date.parse(metadata.minedAt) : Number.NaN
  const { operationType, status, sentFrom, sentTo, hash } = metadata
  if (!id || !Number.isFinite(minedAt) || metadata.chain !== chainId) return undefined
  if (typeof operationType !== 'string' || !OPERATIONS.has(operationType)) return undefined
  if (typeof status !== 'string' || !STATUSES.has(status)) return undefined
  if (typeof sentFrom !== 'string' || !caipAccountPattern.test(sentFrom)) return undefined
  if (typeof sentTo !== 'string' || !caipAccountPattern.test(sentTo)) return undefined
  if (typeof hash !== 'string' || !HASH.test(hash)) return undefined
  const transfers = entry.transfers
    .slice(0, portfolioLimits.maxTransfers)
    .map(readHistoryTransfer)
    .filter((transfer): transfer is HistoryTransfer => transfer !== undefined)
  if (transfers.length > 0 && transfers.every((transfer) => transfer.nft?.isSpam === true)) return undefined
  return {
    id,
    minedAt,
    chain: chainId,
    operationType: operationType as HistoryItem['operationType'],
    status: status as HistoryItem['status'],
    sentFrom,
    sentTo,
    hash,
    transfers,
  }
}
