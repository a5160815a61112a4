/** One transfer of a history item, checked (spec section 3). */
export interface HistoryTransfer {
  readonly direction: 'in' | 'out' | 'self'
  readonly fungible?: { readonly name: string; readonly symbol: string; readonly iconUrl?: string }
  readonly nft?: { readonly name: string; readonly imageUrl?: string; readonly isSpam: boolean }
  /** Whole units, decimal text. */
  readonly quantity: string
  readonly value?: number
  readonly price?: number
}

/** A transaction of GET /v1/account/{account}/history, checked (spec section 3). */
export interface HistoryItem {
  readonly id: string
  readonly minedAt: number
  readonly chain: string
  readonly operationType: 'send' | 'receive' | 'mint' | 'execute' | 'approve' | 'trade'
  readonly status: 'confirmed' | 'failed' | 'pending'
  readonly sentFrom: string
  readonly sentTo: string
  readonly hash: string
  readonly transfers: readonly HistoryTransfer[]
}
