import { createRequire } from 'node:module'
import type { Abi } from 'viem'

// Read with require, as the Uniswap artifacts: the playground's start script bundles the devnet with packages external.
const require = createRequire(import.meta.url)
const artifact = (name: string) => {
  const json = require(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    readonly abi: unknown
    readonly bytecode: string
  }
  return { abi: json.abi as Abi, bytecode: json.bytecode as `0x${string}` }
}

/** ERC-4337 v0.7 as published on npm (@account-abstraction/contracts 0.7.0): abi and creation bytecode. */
export const accountAbstractionArtifacts = {
  entryPoint: artifact('EntryPoint'),
  simpleAccountFactory: artifact('SimpleAccountFactory'),
} as const
