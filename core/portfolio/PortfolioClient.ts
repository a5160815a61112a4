import type { TokenBalance } from '../types/Account.js'
import type { HistoryItem } from './HistoryItem.js'
import type { Nft } from './Nft.js'
import type { Page } from './Page.js'

/** Options of a paged request. */
export interface PageOptions {
  readonly chainId: string
  readonly cursor?: string | null | undefined
  readonly signal?: AbortSignal | undefined
}

/** The blockchain API's portfolio calls (spec section 7), every answer checked. */
export interface PortfolioClient {
  /** GET /v1/account/{address}/balance: the tokens on `chainId` worth showing, by value. */
  balances(
    address: string,
    options: {
      readonly chainId: string
      readonly currency: string
      readonly force?: boolean
      readonly signal?: AbortSignal | undefined
    },
  ): Promise<TokenBalance[]>
  /** GET /v1/account/{address}/nfts (spam included, flagged). */
  nfts(address: string, options: PageOptions): Promise<Page<Nft>>
  /** GET /v1/account/{account}/history (other chains and all-spam transactions dropped). */
  history(address: string, options: PageOptions): Promise<Page<HistoryItem>>
  /** POST /v1/fungible/price: prices by CAIP-10 address (lower case). */
  prices(
    addresses: readonly string[],
    options: { readonly currency: string; readonly signal?: AbortSignal | undefined },
  ): Promise<Map<string, number>>
}
