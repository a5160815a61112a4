/** What the devnet indexer knows of an anvil chain: its tokens and collections by lower-case address. */
export interface IndexedEvmChain {
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly tokens: ReadonlyMap<
    string,
    { readonly name: string; readonly symbol: string; readonly decimals: number; readonly usdPrice?: number }
  >
  readonly collections: ReadonlyMap<
    string,
    { readonly name: string; readonly symbol: string; readonly spam: boolean }
  >
}
