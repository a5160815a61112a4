const names: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

/** The Chain ID a Sign In With Solana text names: mainnet, devnet or testnet for those, else the CAIP-2 reference. */
export function siwsChainName(caipNetworkId: string): string {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return names[reference] ?? reference
}
