/** A request waiting for the user's decision (connect, sign message, sign or send a transaction) in the Solana dev wallet. */
export interface SolanaDevWalletRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
  /** The wallet-standard chain the request is for, when it names one. */
  readonly chain: string | undefined
  readonly createdAt: number
}
