import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isChainNamespace } from './isChainNamespace.js'

describe('isChainNamespace', () => {
  it('accepts any CAIP-2 namespace, known to the spec or not', () => {
    for (const value of ['eip155', 'solana', 'bip122', 'tezos', 'near', 'abc', 'a-b-c123', '12345678'])
      expect(isChainNamespace(value)).toBe(true)
  })

  it('rejects what is not 3 to 8 characters from [-a-z0-9], and non-strings', () => {
    for (const value of [
      'ab',
      'toolongns',
      'EIP155',
      'eip155 ',
      'eip_155',
      'ei:p',
      '',
      155,
      null,
      undefined,
      {},
      ['eip155'],
    ])
      expect(isChainNamespace(value)).toBe(false)
  })

  it('agrees with the CAIP-2 namespace pattern on any string', () => {
    fc.assert(fc.property(fc.string(), (value) => isChainNamespace(value) === /^[-a-z0-9]{3,8}$/.test(value)))
  })
})
