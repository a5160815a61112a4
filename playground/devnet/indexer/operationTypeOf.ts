import type { HistoryItem, HistoryTransfer } from '../../../server/chainData/HistoryItem.js'

/** send, receive or trade from the directions of the account's transfers; execute when it has none. */
export function operationTypeOf(
  transfers: readonly HistoryTransfer[],
): HistoryItem['metadata']['operationType'] {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.size === 0) return 'execute'
  if (directions.has('in') && directions.has('out')) return 'trade'
  return directions.has('in') ? 'receive' : 'send'
}
