import factory from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import pair from '@uniswap/v2-core/build/UniswapV2Pair.json' with { type: 'json' }
import router from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import weth from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import type { Abi } from 'viem'

const artifact = (json: { readonly abi: unknown; readonly bytecode: string }) => ({
  abi: json.abi as Abi,
  bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as `0x${string}`,
})

/** Uniswap V2 as published on npm (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery 1.1.0-beta.0): abi and creation bytecode. */
export const uniswapArtifacts = {
  factory: artifact(factory),
  pair: artifact(pair),
  router: artifact(router),
  weth: artifact(weth),
} as const
