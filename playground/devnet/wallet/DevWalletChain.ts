/** A chain the dev wallet can talk to: its id, display name, RPC endpoint and (optionally) currency and explorer. */
export interface DevWalletChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly blockExplorerUrl?: string
  /** ERC-20 contracts whose balances wallet_getAssets reports (EIP-7811), besides the native one. */
  readonly tokens?: readonly { readonly address: `0x${string}` }[]
}
