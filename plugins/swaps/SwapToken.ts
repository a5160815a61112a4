/** A token of the Swap view: its CAIP-10 id (native as 0xeeee…eeee), metadata, the visitor's balance in whole units and its USD price. */
export interface SwapToken {
  readonly id: string
  /** The plain 0x address; undefined for the native coin. */
  readonly contract?: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly balance: string
  readonly price?: number
}
