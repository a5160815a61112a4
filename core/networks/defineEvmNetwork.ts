import { ConfigError } from '../errors/ConfigError.js'
import { invalidChainId } from '../errors/messages/invalidChainId.js'
import type { EvmNetwork } from '../types/EvmNetwork.js'
import type { NativeCurrency, Network } from '../types/Network.js'
import { defineNetwork } from './defineNetwork.js'

export interface EvmNetworkInput {
  readonly id: number
  readonly name: string
  readonly rpcUrls: Network['rpcUrls']
  readonly nativeCurrency?: NativeCurrency
  readonly explorer?: { readonly name: string; readonly url: string }
  readonly testnet?: boolean
  readonly imageUrl?: string
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Defines an EVM (eip155) network from its chain id, name and RPC URLs (in Network's `rpcUrls` shape). */
export function defineEvmNetwork(input: EvmNetworkInput): EvmNetwork {
  if (!Number.isSafeInteger(input.id) || input.id <= 0 || input.id >= 2 ** 31)
    throw new ConfigError(invalidChainId, { details: `${input.id} is not a positive integer below 2^31` })
  return defineNetwork({
    id: input.id,
    caipNetworkId: `eip155:${input.id}` as const,
    chainNamespace: 'eip155',
    name: input.name,
    nativeCurrency: input.nativeCurrency ?? ether,
    rpcUrls: input.rpcUrls,
    ...(input.explorer ? { blockExplorers: { default: input.explorer } } : {}),
    ...(input.testnet ? { testnet: true } : {}),
    ...(input.imageUrl ? { assets: { imageUrl: input.imageUrl } } : {}),
  })
}
