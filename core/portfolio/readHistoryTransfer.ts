import type { HistoryTransfer } from './HistoryItem.js'
import { isRecord } from './isRecord.js'
import { readAmount } from './readAmount.js'
import { readImageUrl } from './readImageUrl.js'
import { readQuantity } from './readQuantity.js'
import { readText } from './readText.js'

const DIRECTIONS = new Set(['in', 'out', 'self'])

/** One transfer of a history item, checked: a direction, a quantity, and fungible_info or nft_info (is_spam a boolean); else undefined. */
export function readHistoryTransfer(entry: unknown): HistoryTransfer | undefined {
  if (!isRecord(entry) || !isRecord(entry.quantity)) return undefined
  const direction = entry.direction
  const quantity = readQuantity(entry.quantity.numeric)
  if (typeof direction !== 'string' || !DIRECTIONS.has(direction) || quantity === undefined) return undefined
  const value = readAmount(entry.value)
  const price = readAmount(entry.price)
  const base = {
    direction: direction as HistoryTransfer['direction'],
    quantity,
    ...(value === undefined ? {} : { value }),
    ...(price === undefined ? {} : { price }),
  }
  const fungible = entry.fungible_info
  if (isRecord(fungible)) {
    const symbol = readText(fungible.symbol, 16)
    if (!symbol) return undefined
    const iconUrl = readImageUrl(isRecord(fungible.icon) ? fungible.icon.url : undefined)
    const name = readText(fungible.name) ?? symbol
    return { ...base, fungible: iconUrl ? { name, symbol, iconUrl } : { name, symbol } }
  }
  const nft = entry.nft_info
  if (!isRecord(nft) || !isRecord(nft.flags) || typeof nft.flags.is_spam !== 'boolean') return undefined
  const name = readText(nft.name)
  if (!name) return undefined
  const preview = isRecord(nft.content) && isRecord(nft.content.preview) ? nft.content.preview.url : undefined
  const imageUrl = readImageUrl(preview)
  return { ...base, nft: { name, isSpam: nft.flags.is_spam, ...(imageUrl ? { imageUrl } : {}) } }
}
