/**
 * Something a namespace supports beyond connecting, declared by its ChainAdapter and asked by the kernel and
 * feature plugins (`ctx.getChain(namespace)?.capabilities`), never kept in a list of namespaces.
 */
export type ChainCapability =
  | 'balance'
  | 'send'
  | 'names'
  | 'activity'
  | 'onramp'
  | 'authConnector'
  | (string & {})
