/** A chain the dev on-ramp sells on: an anvil chain (the native coin, and dUSD as the devnet's USDC) or the Solana VM (SOL). */
export type DevOnrampChain =
  | {
      readonly namespace: 'eip155'
      readonly caipNetworkId: string
      readonly name: string
      readonly rpcUrl: string
      /** dUSD, sold as USDC; absent: the native coin only. */
      readonly usd?: { readonly address: `0x${string}`; readonly decimals: number }
    }
  | {
      readonly namespace: 'solana'
      readonly caipNetworkId: string
      readonly name: string
      readonly rpcUrl: string
    }
