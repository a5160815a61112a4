/** A chain the dev wallet can talk to: its id, display name, RPC endpoint and (optionally) currency and explorer. */
export interface DevWalletChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly blockExplorerUrl?: string
}
