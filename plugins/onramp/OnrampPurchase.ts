/** What the checkout window reported, checked: the amount that arrived and the transaction that sent it. */
export interface OnrampPurchase {
  readonly amount: string
  readonly symbol: string
  readonly hash: string
  readonly network: string
}
