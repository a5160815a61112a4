/** A validated GET /getWallets query, normalised (trimmed, lower-cased search; lists in the order given). */
export interface WalletQuery {
  readonly page: number
  readonly entries: number
  readonly chains: readonly string[]
  readonly include: ReadonlySet<string>
  readonly exclude: ReadonlySet<string>
  /** Trimmed and lower-cased; '' for none. */
  readonly search: string
}
