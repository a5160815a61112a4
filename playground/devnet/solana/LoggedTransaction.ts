/** A balance of an SPL token account in a logged transaction (the RPC's pre/postTokenBalances entry). */
export interface LoggedTokenBalance {
  readonly accountIndex: number
  readonly mint: string
  readonly owner: string
  readonly programId: string
  readonly uiTokenAmount: {
    readonly amount: string
    readonly decimals: number
    readonly uiAmount: number | null
    readonly uiAmountString: string
  }
}

/** A transaction that landed on the local VM, as getTransaction answers it (json encoding). */
export interface LoggedTransaction {
  readonly signature: string
  readonly slot: number
  /** Unix seconds. */
  readonly blockTime: number
  readonly err: unknown
  readonly fee: number
  readonly accountKeys: readonly string[]
  readonly recentBlockhash: string
  readonly instructions: readonly {
    readonly programIdIndex: number
    readonly accounts: readonly number[]
    readonly data: string
  }[]
  readonly header: {
    readonly numRequiredSignatures: number
    readonly numReadonlySignedAccounts: number
    readonly numReadonlyUnsignedAccounts: number
  }
  readonly preBalances: readonly number[]
  readonly postBalances: readonly number[]
  readonly preTokenBalances: readonly LoggedTokenBalance[]
  readonly postTokenBalances: readonly LoggedTokenBalance[]
}
