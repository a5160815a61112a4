/** POST /v1/onramp/quote, validated: how much of `purchaseCurrency` on `network` `amount` of `paymentCurrency` buys. */
export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  /** A decimal string with at most 2 decimals, above 0. */
  readonly amount: string
  /** CAIP-2 id of the network. */
  readonly network: string
}
