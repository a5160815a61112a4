import type { DevAccountAbstraction } from './aa/DevAccountAbstraction.js'
import type { DevSwaps } from './uniswap/DevSwaps.js'

/** One local chain of the devnet, with the devnet's ERC-20s and ERC-721 collections deployed on it. */
export interface DevChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  /** DevToken (DGT). */
  readonly token: { readonly address: `0x${string}`; readonly symbol: string; readonly decimals: number }
  /** Every ERC-20 (devTokens order: DGT, dUSD, PTS; absent: DGT only). */
  readonly tokens?: readonly {
    readonly address: `0x${string}`
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }[]
  /** Every ERC-721 collection (devCollections order) and its minted token ids (absent: none). */
  readonly collections?: readonly {
    readonly address: `0x${string}`
    readonly name: string
    readonly symbol: string
    readonly spam: boolean
    readonly tokenIds: readonly bigint[]
  }[]
  /** Uniswap V2 and its seeded pools (ETH/DGT, ETH/dUSD, DGT/dUSD); absent: no swaps on this chain. */
  readonly swaps?: DevSwaps
  /** ERC-4337 v0.7: the EntryPoint, the SimpleAccount factory and the bundler's URL when the devnet started one. */
  readonly accountAbstraction?: DevAccountAbstraction
}
