import { createRequire } from 'node:module'
import type { Abi } from 'viem'

// Read with require: the playground's start script bundles the devnet with packages external, and a bundled JSON import of a package loses its type attribute.
const require = createRequire(import.meta.url)
const artifact = (path: string) => {
  const json = require(path) as { readonly abi: unknown; readonly bytecode: string }
  return {
    abi: json.abi as Abi,
    bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as `0x${string}`,
  }
}

/** Uniswap V2 as published on npm (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery 1.1.0-beta.0): abi and creation bytecode. */
export const uniswapArtifacts = {
  factory: artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: artifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
  router: artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  weth: artifact('@uniswap/v2-periphery/build/WETH9.json'),
} as const
