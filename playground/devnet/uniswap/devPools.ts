import type { DeployUniswapOptions, PoolToken } from './deployUniswap.js'

/** The devnet's pools at devnetPrices (ETH 3000, DGT 1, dUSD 1): 100 ETH / 300,000 DGT, 100 ETH / 300,000 dUSD, 200,000 DGT / 200,000 dUSD. */
export function devPools(dgt: PoolToken, dusd: PoolToken): DeployUniswapOptions['pools'] {
  return [
    [
      { token: null, amount: '100' },
      { token: dgt, amount: '300000' },
    ],
    [
      { token: null, amount: '100' },
      { token: dusd, amount: '300000' },
    ],
    [
      { token: dgt, amount: '200000' },
      { token: dusd, amount: '200000' },
    ],
  ]
}
