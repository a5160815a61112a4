import type { InjectedSolanaProvider } from './InjectedSolanaProvider.js'
import type { StandardWallet } from './StandardWallet.js'

/** A Solana wallet found on the page: registered through the Wallet Standard, or the legacy injected provider. */
export type DiscoveredSolanaWallet =
  | {
      readonly id: string
      readonly name: string
      readonly type: 'announced'
      readonly icon?: string
      readonly standard: StandardWallet
      readonly injected?: undefined
    }
  | {
      readonly id: string
      readonly name: string
      readonly type: 'injected'
      readonly icon?: string
      readonly standard?: undefined
      readonly injected: InjectedSolanaProvider
    }
