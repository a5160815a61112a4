import type { OnrampCatalog } from './OnrampCatalog.js'

/** The on-ramp API of the blockchain API (`endpoints.api`), answers checked. */
export interface OnrampClient {
  /** The checked options; throws when they fail or nothing usable came back (the view falls back). */
  options(signal: AbortSignal): Promise<OnrampCatalog>
  /** purchaseAmount.amount (a decimal string) and the fee for `amount` of `paymentCurrency`. */
  quote(
    request: {
      readonly purchaseCurrency: string
      readonly paymentCurrency: string
      readonly amount: string
      readonly network: string
    },
    signal: AbortSignal,
  ): Promise<{ readonly purchaseAmount: string; readonly fee?: string }>
  /** The generator's checkout link (not yet allow-listed). */
  checkoutUrl(
    request: {
      readonly address: string
      readonly network: string
      readonly currency: string
      readonly partnerUserId: string
      readonly fiatAmount: number
    },
    signal: AbortSignal,
  ): Promise<string>
}
