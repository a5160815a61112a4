import { type ChainNamespace, chainNamespaces } from '../types/ChainNamespace.js'

/** True when `value` is one of the chain namespaces Gangway knows. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (chainNamespaces as readonly unknown[]).includes(value)
}
