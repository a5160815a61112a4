/** The chain namespaces Gangway knows (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

export type CaipNetworkId = `${ChainNamespace}:${string}`

export type CaipAddress = `${ChainNamespace}:${string}:${string}`
