/** A quote the view shows: the purchase amount (undefined: the default quote after a failure, the provider shows it), the fee. */
export interface OnrampQuoteResult {
  readonly purchaseAmount?: string
  readonly fee?: string
  readonly fallback: boolean
}
