/** What GET /v1/account/{account}/history answers: transactions (spec section 3 shape) and the next cursor. */
export interface HistoryPage {
  readonly data: readonly unknown[]
  readonly next: string | null
}
