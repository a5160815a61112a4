import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/CaipError.js'
import type { CaipNetworkId } from '../types/ChainNamespace.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('formatCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(formatCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    )
  })

  it.each([
    ['eip155:1', ''],
    ['eip155:1', 'a:b'],
    ['eip155', '0xabc'],
    ['ab:1' as CaipNetworkId, '0xabc'],
  ])('throws the CAIP-10 error for %j %j', (caipNetworkId, address) => {
    const run = () => formatCaipAddress(caipNetworkId as CaipNetworkId, address)
    expect(run).toThrowError(CaipError)
    expect(run).toThrowError(/^Invalid CAIP-10 address$/)
  })

  it('is the inverse of parseCaipAddress', () => {
    const address = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
    fc.assert(
      fc.property(address, (value) => {
        const formatted = formatCaipAddress('bip122:000000000019d6689c085ae165831e93', value)
        expect(parseCaipAddress(formatted).address).toBe(value)
      }),
    )
  })
})
