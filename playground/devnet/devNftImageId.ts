/** The image id (GET /directory/public/getAssetImage/{id} of the Gangway server) of a devnet NFT; the same on every chain. */
export function devNftImageId(symbol: string, tokenId: bigint): string {
  return `devnet-nft-${symbol}-${tokenId}`
}
