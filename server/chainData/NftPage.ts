import type { Nft } from './Nft.js'

/** What GET /v1/account/{address}/nfts answers: NFTs and the next cursor. */
export interface NftPage {
  readonly data: readonly Nft[]
  readonly next: string | null
}
