/** What the visitor typed in the Send form: the token's id ('native' or CAIP-10), the amount in whole units, the receiver. */
export interface SendFields {
  readonly tokenId: string
  readonly amount: string
  readonly to: string
}
