/**
 * A feature a namespace supports beyond what its adapter's methods say (balances and signing are its getBalance
 * and sendTransaction): declared by its ChainAdapter and asked by the kernel and feature plugins
 * (`ctx.getChain(namespace)?.capabilities`), never kept in a list of namespaces. 'auth' is the e-mail and social
 * connector.
 */
export type ChainCapability = 'send' | 'names' | 'activity' | 'onramp' | 'auth' | (string & {})
