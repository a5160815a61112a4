import type { ChainBalance } from './ChainBalance.js'
import type { FungiblePrice } from './FungiblePrice.js'
import type { HistoryPage } from './HistoryPage.js'
import type { Identity } from './Identity.js'
import type { NftPage } from './NftPage.js'
import type { SwapProvider } from './swaps/SwapProvider.js'

/**
 * Where the blockchain API's answers come from; the server validates the requests before asking. A provider
 * throws InvalidChainDataRequest for a request it cannot answer as asked (400); any other failure is a 502.
 */
export interface ChainDataProvider {
  /** CAIP-2 ids of the chains whose data this provider has. */
  supportedChains(): readonly string[] | Promise<readonly string[]>
  /**
   * Balances of `address` (an EVM or Solana address), of one chain when `chainId` is given; prices in `currency`.
   * `forceUpdate` (the request's, after a send): a provider that caches reads afresh.
   */
  balances(
    address: string,
    options: {
      readonly chainId?: string
      readonly currency: string
      readonly forceUpdate?: boolean
      readonly signal: AbortSignal
    },
  ): Promise<readonly ChainBalance[]>
  /** Name and avatar of an EVM address; absent: no names. */
  identity?(address: string, options: { readonly signal: AbortSignal }): Promise<Identity>
  /** Transaction history of an account; absent: an empty list. */
  history?(
    account: string,
    options: {
      readonly cursor?: string
      readonly chainId?: string
      readonly onramp?: string
      readonly signal: AbortSignal
    },
  ): Promise<HistoryPage>
  /** NFTs owned by `address`, of one chain when `chainId` is given; absent: an empty list. */
  nfts?(
    address: string,
    options: { readonly cursor?: string; readonly chainId?: string; readonly signal: AbortSignal },
  ): Promise<NftPage>
  /** Prices of tokens by CAIP-10 address (unknown ones left out); absent: none known. */
  prices?(
    addresses: readonly string[],
    options: { readonly currency: string; readonly signal: AbortSignal },
  ): Promise<readonly FungiblePrice[]>
  /** Swaps for /v1/convert/*; absent: only the spec's swap networks are known, and answer 502. */
  readonly swaps?: SwapProvider
}
