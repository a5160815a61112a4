import type { Abi } from 'viem'
import fixture from './contracts/DevNft.json' with { type: 'json' }

/** The compiled DevNft (contracts/DevNft.sol, an ERC-721 whose tokens carry their metadata URI): abi and creation bytecode. */
export const devNft = {
  abi: fixture.abi as Abi,
  bytecode: fixture.bytecode as `0x${string}`,
  compiler: fixture.compiler,
} as const
