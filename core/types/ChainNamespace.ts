/**
 * A CAIP-2 namespace (`[-a-z0-9]{3,8}`). Open: any namespace a chain plugin registers is one; the names of
 * the spec are listed for editor completion only, the kernel acts on none of them.
 */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' | (string & {})

export type CaipNetworkId = `${ChainNamespace}:${string}`

export type CaipAddress = `${ChainNamespace}:${string}:${string}`
