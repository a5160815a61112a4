/** A request waiting for the user's decision (enable, signRaw) in the polkadot dev wallet. */
export interface PolkadotDevWalletRequest {
  readonly id: string
  readonly method: string
  readonly params: unknown
  readonly createdAt: number
}
