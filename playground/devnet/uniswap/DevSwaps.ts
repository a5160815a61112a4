/** The Uniswap V2 deployment of one devnet chain: its contracts and the seeded pools. */
export interface DevSwaps {
  readonly factory: `0x${string}`
  readonly router: `0x${string}`
  /** WETH9: the wrapped native coin the pools hold for ETH. */
  readonly weth: `0x${string}`
  /** The seeded pools, each by its two tokens (WETH for the native coin). */
  readonly pairs: readonly {
    readonly address: `0x${string}`
    readonly tokens: readonly [`0x${string}`, `0x${string}`]
  }[]
}
