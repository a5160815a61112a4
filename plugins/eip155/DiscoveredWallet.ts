import type { Eip1193Provider } from './Eip1193Provider.js'

/** A browser wallet found on the page: announced by EIP-6963, or the legacy injected window.ethereum. */
export interface DiscoveredWallet {
  readonly id: string
  readonly name: string
  readonly type: 'announced' | 'injected'
  readonly icon?: string
  readonly rdns?: string
  readonly provider: Eip1193Provider
}
