/** A quote of the swap API as the view reads it: base-unit amounts, price impact in percent, the gas the swap takes. */
export interface SwapQuote {
  readonly fromAmount: bigint
  readonly toAmount: bigint
  readonly priceImpact: number
  readonly gasLimit: bigint
}
