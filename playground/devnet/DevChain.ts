/** One local chain of the devnet, with the DevToken deployed on it. */
export interface DevChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly token: { readonly address: `0x${string}`; readonly symbol: string; readonly decimals: number }
}
