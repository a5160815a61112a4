/** The devnet's liquidity account (0x806B763e4D60c539825A93731D2Fa4f38DD89791, keccak256 of 'gangway devnet liquidity'): deploys Uniswap V2 and holds the pools' shares; no dev account. */
export const devLiquidityKey = '0x7297525ddae8f35466028fef69677922121bb9326de65e52f28090fa83ab6308' as const
