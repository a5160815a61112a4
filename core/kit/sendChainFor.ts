import { chainRpcUrls } from '../rpc/chainRpcUrls.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import type { Network } from '../types/Network.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { createEip155SendChain } from './createEip155SendChain.js'
import { createSolanaSendChain } from './createSolanaSendChain.js'
import type { SendChain } from './SendChain.js'

const factories = { eip155: createEip155SendChain, solana: createSolanaSendChain } as const

/** Send's reader of the network's chain (eip155 and solana, spec section 9), or undefined: 'Unsupported chain'. */
export function sendChainFor(network: Network, config: ResolvedConfig): SendChain | undefined {
  const create = Object.hasOwn(factories, network.chainNamespace)
    ? factories[network.chainNamespace as keyof typeof factories]
    : undefined
  const urls = chainRpcUrls(network, config)
  return create && urls.length > 0 ? create(createRpcClient({ fetch: config.fetch }), urls) : undefined
}
