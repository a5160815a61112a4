import { knownNetworkNames } from '../../../server/directory/knownNetworkNames.js'
import { renderInitialsSvg } from '../../../server/directory/renderInitialsSvg.js'
import type { GangwayStore } from '../../../server/storage/GangwayStore.js'
import type { DevChain } from '../DevChain.js'
import { devNftImageId } from '../devNftImageId.js'
import { renderDevnetNftSvg } from './renderDevnetNftSvg.js'

/**
 * Stores a drawn image per devnet chain Gangway does not ship (GET /public/getAssetImage/eip155:31337), as a host
 * supplies its own, and one per devnet NFT (GET /public/getAssetImage/devnet-nft-GLH-1, the image of its metadata).
 */
export async function storeDevnetImages(
  store: Pick<GangwayStore, 'images'>,
  chains: readonly DevChain[],
): Promise<void> {
  for (const chain of chains) {
    const id = `eip155:${chain.chainId}`
    if (knownNetworkNames.has(id)) continue
    const svg = renderInitialsSvg(chain.name, id, 'circle')
    await store.images.put(id, { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) })
  }
  const nfts = new Map<string, string>()
  for (const collection of chains.flatMap((chain) => chain.collections ?? []))
    for (const tokenId of collection.tokenIds)
      nfts.set(
        devNftImageId(collection.symbol, tokenId),
        renderDevnetNftSvg(collection.symbol, tokenId, collection.spam),
      )
  for (const [id, svg] of nfts)
    await store.images.put(id, { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) })
}
