import type { SolanaApi } from './SolanaApi.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    solana: SolanaApi
  }
}

export type { DiscoveryTarget } from './createDiscovery.js'
export type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
export type { InjectedSolanaProvider } from './InjectedSolanaProvider.js'
export { isSolanaAddress } from './isSolanaAddress.js'
export type { SolanaApi, SolanaWalletHandle } from './SolanaApi.js'
export type { SolanaPluginOptions } from './SolanaPluginOptions.js'
export type { SolanaSignInInput, SolanaSignInOutput } from './SolanaSignIn.js'
export type { SolanaTransactionError } from './SolanaTransactionError.js'
export type {
  SolanaCommitment,
  SolanaSendOptions,
  SolanaTransactionRequest,
} from './SolanaTransactionRequest.js'
export type { StandardWallet, StandardWalletAccount } from './StandardWallet.js'
export { solana } from './solana.js'
export { solanaPlugin } from './solanaPlugin.js'
