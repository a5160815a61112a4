/** A request waiting for the user's decision (connect, sign, send, add chain) in the dev wallet. */
export interface DevWalletRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
  readonly chainId: number
  readonly createdAt: number
}
