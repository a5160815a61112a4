/** A chain the cosmos dev wallet knows: its chain id, display name and bech32 address prefix. */
export interface CosmosDevWalletChain {
  readonly chainId: string
  readonly chainName: string
  readonly bech32Prefix: string
}
