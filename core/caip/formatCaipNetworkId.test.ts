import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/CaipError.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'

describe('formatCaipNetworkId', () => {
  it('joins a namespace and a string or numeric reference', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(formatCaipNetworkId('eip155', '8453')).toBe('eip155:8453')
    expect(formatCaipNetworkId('cosmos', 'cosmoshub-4')).toBe('cosmos:cosmoshub-4')
  })

  it.each([
    ['eip155', ''],
    ['eip155', '1:2'],
    ['eip155', 1.5],
    ['eip155', 'a b'],
    ['ab', '1'],
    ['Near', '1'],
    ['', '1'],
  ])('throws the CAIP-2 error for %j %j', (namespace, reference) => {
    const run = () => formatCaipNetworkId(namespace as ChainNamespace, reference)
    expect(run).toThrowError(CaipError)
    expect(run).toThrowError(/^Invalid CAIP-2 network id$/)
  })

  it('gives a valid id or the documented error for any reference', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double()), (reference) => {
        try {
          expect(formatCaipNetworkId('solana', reference)).toBe(`solana:${reference}`)
        } catch (error) {
          expect(error).toBeInstanceOf(CaipError)
          expect((error as CaipError).message).toBe('Invalid CAIP-2 network id')
        }
      }),
    )
  })
})
