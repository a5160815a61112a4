/** What the devnet indexer knows of the Solana VM: its CAIP-2 id, RPC, native price and SPL mints. */
export interface IndexedSolanaChain {
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly native: { readonly name: string; readonly symbol: string; readonly usdPrice?: number }
  readonly mints: ReadonlyMap<
    string,
    { readonly name: string; readonly symbol: string; readonly decimals: number; readonly usdPrice?: number }
  >
}
