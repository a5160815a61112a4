/** An ERC-20 the devnet deploys on every chain: its metadata and the whole units each holder gets. */
export interface DevTokenSpec {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly amount: string
}
