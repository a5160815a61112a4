import type { SatsProvider } from './SatsProvider.js'

/** A Bitcoin wallet found on the page: a WBIP004 entry of window.btc_providers or the Xverse provider object. */
export interface DiscoveredBitcoinWallet {
  /** The provider's window path (sats-connect's providerId), e.g. XverseProviders.BitcoinProvider. */
  readonly id: string
  readonly name: string
  /** A data:image URL, when the wallet gave a safe one. */
  readonly icon?: string
  readonly rdns?: string
  readonly provider: SatsProvider
}
