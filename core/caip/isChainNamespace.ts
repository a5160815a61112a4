import type { ChainNamespace } from '../types/ChainNamespace.js'

const namespacePattern = /^[-a-z0-9]{3,8}$/

/** True for a CAIP-2 namespace: 3 to 8 characters from [-a-z0-9]. Syntax only: whether a plugin serves it is the kernel's to say. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && namespacePattern.test(value)
}
