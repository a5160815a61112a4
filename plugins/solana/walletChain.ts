import type { Network } from '../../entries/plugin.js'

const clusters: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The id a wallet knows a network by: the CAIP-2 id (or its deprecated form) when the wallet lists it, else the
 * Wallet Standard cluster name (solana:mainnet, solana:devnet, solana:testnet); undefined when the wallet has neither.
 */
export function walletChain(network: Network, chains: readonly string[]): string | undefined {
  const reference = network.caipNetworkId.slice('solana:'.length)
  const candidates = [network.caipNetworkId, network.deprecatedCaipNetworkId, clusters[reference]]
  return candidates.find((chain): chain is string => chain !== undefined && chains.includes(chain))
}
