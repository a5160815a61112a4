/** A chain the Solana dev wallet can send on: its wallet-standard id (solana:<genesis prefix> or solana:localnet) and RPC. */
export interface SolanaDevWalletChain {
  readonly chain: `solana:${string}`
  readonly rpcUrl: string
}
