import type { DevTokenSpec } from './DevTokenSpec.js'
import { devToken } from './devToken.js'

/** The ERC-20s of every devnet chain, deployed in this order (DGT first, at the deployer's first address). */
export const devTokens: readonly DevTokenSpec[] = [
  {
    name: devToken.name,
    symbol: devToken.symbol,
    decimals: devToken.decimals,

    amount: '1000000',
  },
  { name: 'Dev USD', symbol: 'dUSD', decimals: 6, amount: '25000' },
  { name: 'Dev Points', symbol: 'PTS', decimals: 0, amount: '5000' },
]
