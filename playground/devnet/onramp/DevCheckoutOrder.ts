/** One checkout the dev provider shows: what the visitor pays and what it buys, where it goes. */
export interface DevCheckoutOrder {
  readonly provider: 'meld' | 'coinbase'
  readonly network: string
  readonly address: string
  readonly currency: string
  readonly paymentAmount: string
  readonly paymentCurrency: string
}
