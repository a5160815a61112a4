import { devSplToken } from './solana/devSplToken.js'

/** USD prices of the devnet's currencies by symbol (PTS has none: priced 0). */
export const devnetPrices: Readonly<Record<string, number>> = {
  ETH: 3_000,
  DGT: 1,
  dUSD: 1,
  SOL: 150,
  [devSplToken.symbol]: 1,
}
