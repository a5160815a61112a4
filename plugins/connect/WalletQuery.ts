/** What to ask GET /getWallets for. */
export interface WalletQuery {
  readonly page: number
  readonly entries: number
  readonly search?: string | undefined
  readonly chains?: readonly string[] | undefined
  readonly include?: readonly string[] | undefined
  readonly exclude?: readonly string[] | undefined
}
