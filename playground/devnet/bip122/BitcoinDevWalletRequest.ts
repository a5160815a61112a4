/** A request waiting for the visitor's approval in the Bitcoin dev wallet. */
export interface BitcoinDevWalletRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
  readonly createdAt: number
}
