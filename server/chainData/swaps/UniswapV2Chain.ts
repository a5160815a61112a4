/** A chain with a Uniswap V2 deployment the server swaps on: its RPC URL, contracts and the tokens it lists. */
export interface UniswapV2Chain {
  /** eip155 CAIP-2 id. */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly factory: string
  readonly router: string
  /** The wrapped native coin the pools hold (WETH9). */
  readonly weth: string
  /** Name, symbol and decimals of the native coin (default Ether / ETH / 18). */
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
  /** The ERC-20s listed by /v1/convert/tokens besides the native coin. */
  readonly tokens: readonly {
    readonly address: string
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }[]
}
