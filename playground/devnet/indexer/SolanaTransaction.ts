/** The parts of a getTransaction answer (json encoding) the devnet indexer reads, checked. */
export interface SolanaTransaction {
  readonly signature: string
  readonly slot: number
  readonly blockTime: number
  readonly failed: boolean
  readonly fee: number
  readonly accountKeys: readonly string[]
  readonly preBalances: readonly number[]
  readonly postBalances: readonly number[]
  readonly tokenBalances: readonly {
    readonly owner: string
    readonly mint: string
    readonly pre: bigint
    readonly post: bigint
  }[]
}
