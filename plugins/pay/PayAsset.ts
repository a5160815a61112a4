/** The asset of a payment as the chain describes it: its symbol, its decimals, and the contract or mint (absent for the native coin). */
export interface PayAsset {
  readonly symbol: string
  readonly decimals: number
  readonly contract?: string
}
