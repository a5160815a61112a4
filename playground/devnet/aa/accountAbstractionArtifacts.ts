import { createRequire } from 'node:module'
import type { Abi } from 'viem'
import gangwayAccountFactory from '../contracts/GangwayAccountFactory.json' with { type: 'json' }

// Read with require, as the Uniswap artifacts: the playground's start script bundles the devnet with packages external.
const require = createRequire(import.meta.url)
const artifact = (name: string) => {
  const json = require(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    readonly abi: unknown
    readonly bytecode: string
  }
  return { abi: json.abi as Abi, bytecode: json.bytecode as `0x${string}` }
}

/**
 * ERC-4337 v0.7 as published on npm (@account-abstraction/contracts 0.7.0): abi and creation bytecode; and the
 * devnet's own GangwayAccountFactory (devnet/contracts/GangwayAccount.sol: SimpleAccount plus ERC-1271, compiled by
 * compileGangwayAccount.mjs beside it), whose accounts can sign in (SIWX) as well as send user operations.
 */
export const accountAbstractionArtifacts = {
  entryPoint: artifact('EntryPoint'),
  simpleAccountFactory: artifact('SimpleAccountFactory'),
  gangwayAccountFactory: {
    abi: gangwayAccountFactory.abi as Abi,
    bytecode: gangwayAccountFactory.bytecode as `0x${string}`,
  },
} as const
