/** A token a swap provider trades on one chain; `address` is CAIP-10 (the native coin as 0xeeee…eeee). */
export interface SwapToken {
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoUri?: string
}
