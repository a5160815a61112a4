import type { CosmosChainInfo } from './CosmosChainInfo.js'
import type { CosmosKey } from './CosmosKey.js'
import type { CosmosSignature } from './CosmosSignature.js'

/**
 * The part of the Keplr interface (`window.keplr`, @keplr-wallet/types) the plugin calls; Leap and other
 * Keplr-compatible wallets inject the same. `isEnabled` is not Keplr's: a wallet that answers it without a
 * prompt gets its session restored after a reload.
 */
export interface CosmosWallet {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<CosmosSignature>
  experimentalSuggestChain?(chainInfo: CosmosChainInfo): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
  getOfflineSigner?(chainId: string): unknown
  isEnabled?(chainId: string): Promise<boolean>
  signAmino?(chainId: string, signer: string, signDoc: unknown): Promise<unknown>
  signDirect?(chainId: string, signer: string, signDoc: unknown): Promise<unknown>
}
