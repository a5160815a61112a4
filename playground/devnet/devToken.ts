import type { Abi } from 'viem'
import fixture from './contracts/DevToken.json' with { type: 'json' }

/** The compiled DevToken (contracts/DevToken.sol, constructor name, symbol, decimals): abi, creation bytecode and the metadata of DGT. */
export const devToken = {
  name: 'Gangway Dev Token',
  symbol: 'DGT',
  decimals: 18,
  abi: fixture.abi as Abi,
  bytecode: fixture.bytecode as `0x${string}`,
  compiler: fixture.compiler,
} as const
