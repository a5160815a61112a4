/** An NFT of GET /v1/account/{address}/nfts, checked: `id` is `${chainId}/${contract}/${tokenId}`, `imageUrl` allow-listed. */
export interface Nft {
  readonly id: string
  readonly chainId: string
  readonly contract: string
  readonly tokenId: string
  readonly name: string
  readonly description?: string
  readonly imageUrl?: string
  readonly collection: { readonly name: string; readonly symbol?: string }
  readonly isSpam: boolean
}
