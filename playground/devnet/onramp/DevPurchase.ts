/** A purchase the dev checkout completed: the treasury's transfer to the wallet, landed on the local chain. */
export interface DevPurchase {
  readonly provider: 'meld' | 'coinbase'
  readonly network: string
  readonly address: string
  /** What the widget asked for (USDC, ETH, SOL); on the devnet USDC is dUSD. */
  readonly currency: string
  /** The symbol of what arrived on chain (dUSD, ETH, SOL). */
  readonly symbol: string
  /** Decimal amount sent. */
  readonly amount: string
  readonly paid: { readonly amount: string; readonly currency: string }
  readonly hash: string
  readonly time: number
}
