import type { CaipNetworkId, ChainNamespace } from './ChainNamespace.js'

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface RpcUrls {
  readonly http: readonly string[]
  readonly webSocket?: readonly string[]
}

/** A network as spec section 3 describes it. */
export interface Network {
  readonly id: number | string
  readonly caipNetworkId: CaipNetworkId
  readonly chainNamespace: ChainNamespace
  readonly name: string
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: { readonly default: RpcUrls; readonly chainDefault?: RpcUrls }
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } }
  readonly testnet?: boolean
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string }
  readonly deprecatedCaipNetworkId?: CaipNetworkId
}
