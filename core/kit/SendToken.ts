/** A token the visitor can send: 'native' or the CAIP-10 address of its contract or mint, with its balance in whole units. */
export interface SendToken {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Exact decimal text in whole units ('12.5'). */
  readonly balance: string
  /** Price in the currency, when known. */
  readonly price?: number
  /** The contract or mint address (the CAIP-10's last part); absent for the native token. */
  readonly contract?: string
}
