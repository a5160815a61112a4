import { describe, expect, it } from 'vitest'
import { chainNamespaces } from '../types/ChainNamespace.js'
import { isChainNamespace } from './isChainNamespace.js'

describe('isChainNamespace', () => {
  it('accepts every known namespace', () => {
    for (const namespace of chainNamespaces) expect(isChainNamespace(namespace)).toBe(true)
  })

  it('rejects unknown, differently cased and non-string values', () => {
    for (const value of ['eth', 'EIP155', 'eip155 ', '', 'near', 155, null, undefined, {}, ['eip155']]) {
      expect(isChainNamespace(value)).toBe(false)
    }
  })
})
