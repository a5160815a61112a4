import type { DevCollectionSpec } from './DevCollectionSpec.js'
import { devNftImageId } from './devNftImageId.js'

/** The tokenURI a devnet NFT is minted with: base64 JSON metadata whose image is a path of the Gangway server (its base path left out). */
export function devNftMetadataUri(collection: DevCollectionSpec, tokenId: bigint): string {
  const metadata = {
    name: `${collection.name} #${tokenId}`,
    description: collection.description,
    image: `/directory/public/getAssetImage/${devNftImageId(collection.symbol, tokenId)}`,
  }
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}
