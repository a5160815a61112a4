/** The networks the dev directory knows (CAIP-2 id, name, native symbol): wallet chains and asset images draw from it. */
export const devDirectoryNetworks: readonly {
  readonly caipNetworkId: string
  readonly name: string
  readonly symbol: string
}[] = [
  { caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' },
  { caipNetworkId: 'eip155:10', name: 'OP Mainnet', symbol: 'ETH' },
  { caipNetworkId: 'eip155:56', name: 'BNB Smart Chain', symbol: 'BNB' },
  { caipNetworkId: 'eip155:100', name: 'Gnosis', symbol: 'XDAI' },
  { caipNetworkId: 'eip155:137', name: 'Polygon', symbol: 'POL' },
  { caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' },
  { caipNetworkId: 'eip155:42161', name: 'Arbitrum One', symbol: 'ETH' },
  { caipNetworkId: 'eip155:43114', name: 'Avalanche', symbol: 'AVAX' },
  { caipNetworkId: 'eip155:11155111', name: 'Sepolia', symbol: 'ETH' },
  { caipNetworkId: 'eip155:31337', name: 'Gangway Devnet A', symbol: 'ETH' },
  { caipNetworkId: 'eip155:31338', name: 'Gangway Devnet B', symbol: 'ETH' },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', symbol: 'SOL' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', symbol: 'SOL' },
  { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin', symbol: 'BTC' },
  { caipNetworkId: 'cosmos:cosmoshub-4', name: 'Cosmos Hub', symbol: 'ATOM' },
  { caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot', symbol: 'DOT' },
]
