import type { Network } from '../../../core/index.js'
import { defineNetwork } from '../../../core/networks/index.js'

/** The local VM as a Gangway network: its own CAIP-2 id from the genesis hash, SOL with 9 decimals, a testnet. */
export function localSolanaNetwork(options: {
  readonly genesisHash: string
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly name?: string
}): Network {
  const reference = options.genesisHash.slice(0, 32)
  return defineNetwork({
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: options.name ?? 'Gangway Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [options.rpcUrl], webSocket: [options.wsUrl] } },
    testnet: true,
  })
}
