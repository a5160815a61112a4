import type { Abi } from 'viem'
import fixture from './contracts/DevToken.json' with { type: 'json' }

/** The compiled DevToken (contracts/DevToken.sol): abi, creation bytecode and the metadata it is deployed with. */
export const devToken = {
  name: 'Gangway Dev Token',
  symbol: 'DGT',
  decimals: 18,
  abi: fixture.abi as Abi,
  bytecode: fixture.bytecode as `0x${string}`,
  compiler: fixture.compiler,
} as const
