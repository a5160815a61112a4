/** One transfer of a history item: a fungible (fungible_info) or an NFT (nft_info); quantity in whole units. */
export interface HistoryTransfer {
  readonly direction: 'in' | 'out' | 'self'
  readonly fungible_info?: {
    readonly name: string
    readonly symbol: string
    readonly icon?: { readonly url: string }
  }
  readonly nft_info?: {
    readonly name: string
    readonly content?: { readonly preview?: { readonly url: string } }
    readonly flags: { readonly is_spam: boolean }
  }
  readonly quantity: { readonly numeric: string }
  readonly value?: number
  readonly price?: number
}

/** One transaction of GET /v1/account/{account}/history (spec section 3 shape). */
export interface HistoryItem {
  readonly id: string
  readonly metadata: {
    readonly minedAt: string
    readonly chain: string
    readonly operationType: 'send' | 'receive' | 'mint' | 'execute' | 'approve' | 'trade'
    readonly status: 'confirmed' | 'failed' | 'pending'
    readonly sentFrom: string
    readonly sentTo: string
    readonly hash: string
  }
  readonly transfers: readonly HistoryTransfer[]
}
