/**
 * A feature a namespace supports beyond what its adapter's methods say (balances and signing are its getBalance
 * and sendTransaction): declared by its ChainAdapter and asked by the kernel and feature plugins
 * (`ctx.getChain(namespace)?.capabilities`), never kept in a list of namespaces. 'auth' is the e-mail and social
 * connector; 'portfolio' means the blockchain API serves
 * its tokens and NFTs (the Account view's Tokens and NFTs tabs), 'activity' its transaction history.
 */
export type ChainCapability = 'send' | 'names' | 'activity' | 'onramp' | 'auth' | (string & {})
