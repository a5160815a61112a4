import { isRecord } from './isRecord.js'
import type { Nft } from './Nft.js'
import type { Page } from './Page.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readCursor } from './readCursor.js'
import { readNft } from './readNft.js'

/** The `{ data, next }` answer of GET /v1/account/{address}/nfts on `chainId`: invalid entries dropped, capped; undefined when malformed. */
export function readNftPage(answer: unknown, chainId: string): Page<Nft> | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.data)) return undefined
  const seen = new Set<string>()
  const data: Nft[] = []
  for (const entry of answer.data.slice(0, portfolioLimits.maxPageItems)) {
    const nft = readNft(entry, chainId)
    if (!nft || seen.has(nft.id)) continue
    seen.add(nft.id)
    data.push(nft)
  }
  return { data, next: readCursor(answer.next) }
}
