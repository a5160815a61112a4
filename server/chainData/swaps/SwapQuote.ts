/** What a swap provider quotes for an exact input: the output, the price impact (percent) and the gas the swap takes. */
export interface SwapQuote {
  readonly fromAmount: bigint
  readonly toAmount: bigint
  /** How far the trade moves the price from the pools' mid price, in percent (0.3% pool fee not included). */
  readonly priceImpact: number
  readonly gasLimit: bigint
  /** The tokens the trade goes through (plain 0x addresses; the native coin as its wrapped token). */
  readonly path: readonly string[]
}
