import { readProperty } from './readProperty.js'

const maxDepth = 16

/** The error followed by its nested `cause`s (objects only, at most 16, stopping at a cycle). */
export function errorChain(error: unknown): readonly object[] {
  const chain: object[] = []
  let node = error
  while (typeof node === 'object' && node !== null && chain.length < maxDepth && !chain.includes(node)) {
    chain.push(node)
    node = readProperty(node, 'cause')
  }
  return chain
}
