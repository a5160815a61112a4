/** A chain the RPC provider reads: its CAIP-2 id (eip155 or solana), the host's RPC URL, its currency and tokens. */
export interface RpcChain {
  readonly caipNetworkId: string
  readonly rpcUrl: string
  /** Name, symbol and decimals of the native currency (default Ether / ETH / 18 on eip155, Solana / SOL / 9 on solana). */
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
  /** ERC-20 tokens whose balanceOf is read (eip155), or SPL mints whose token accounts are read (solana); a zero balance is left out. */
  readonly tokens?: readonly {
    readonly address: string
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }[]
}
