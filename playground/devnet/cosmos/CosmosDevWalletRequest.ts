/** A request waiting for the user's decision (enable, suggest chain, sign) in the cosmos dev wallet. */
export interface CosmosDevWalletRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
  /** The chain id the request is for. */
  readonly chainId: string
  readonly createdAt: number
}
