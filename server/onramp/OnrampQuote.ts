/** The answer of POST /v1/onramp/quote: amounts as decimal strings with their currency. */
export interface OnrampQuote {
  readonly purchaseAmount: { readonly amount: string; readonly currency: string }
  readonly paymentSubtotal: { readonly amount: string; readonly currency: string }
  readonly paymentTotal: { readonly amount: string; readonly currency: string }
  readonly coinbaseFee: { readonly amount: string; readonly currency: string }
  readonly networkFee: { readonly amount: string; readonly currency: string }
  readonly quoteId: string
}
