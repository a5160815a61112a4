/** The spec's swap networks (eip155): Ethereum, Arbitrum, Optimism, zkSync, Base, BNB, Polygon, Gnosis, Avalanche, Fantom, Kaia, Aurora. */
export const SPEC_SWAP_CHAINS: readonly string[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
].map((id) => `eip155:${id}`)
