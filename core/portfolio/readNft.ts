import { caipAccountPattern } from './caipAccountPattern.js'
import { isRecord } from './isRecord.js'
import type { Nft } from './Nft.js'
import { readImageUrl } from './readImageUrl.js'
import { readText } from './readText.js'

const TOKEN_ID = /^\d{1,78}$/

/** One NFT of the API on `chainId`, checked (id matching chain, contract and token id; is_spam a boolean), else undefined. */
export function readNft(entry: unknown, chainId: string): Nft | undefined {
  if (!isRecord(entry) || entry.chainId !== chainId || !isRecord(entry.collection)) return undefined
  const { contract, tokenId, id } = entry
  if (typeof contract !== 'string' || !caipAccountPattern.test(contract)) return undefined
  if (typeof tokenId !== 'string' || !TOKEN_ID.test(tokenId)) return undefined
  if (id !== `${chainId}/${contract}/${tokenId}` || typeof entry.is_spam !== 'boolean') return undefined
  const collection = readText(entry.collection.name)
  if (!collection) return undefined
  const symbol = readText(entry.collection.symbol, 16)
  const description = readText(entry.description, 1_000)
  const imageUrl = readImageUrl(entry.imageUrl)
  return {
    id,
    chainId,
    contract,
    tokenId,
    name: readText(entry.name) ?? `#${tokenId.slice(0, 20)}`,
    ...(description ? { description } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    collection: symbol ? { name: collection, symbol } : { name: collection },
    isSpam: entry.is_spam,
  }
}
