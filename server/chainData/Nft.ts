/** One NFT of GET /v1/account/{address}/nfts; `imageUrl` may be a path of this server (made absolute by the route). */
export interface Nft {
  readonly id: string
  readonly chainId: string
  readonly contract: string
  readonly tokenId: string
  readonly name: string
  readonly description?: string
  readonly imageUrl: string
  readonly collection: { readonly name: string; readonly symbol?: string }
  readonly is_spam: boolean
}
