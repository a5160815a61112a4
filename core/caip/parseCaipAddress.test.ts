import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/CaipError.js'
import { parseCaipAddress } from './parseCaipAddress.js'

const namespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'tezos', 'a-b-c123'] as const

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

function expectCaip10Error(value: unknown): CaipError {
  try {
    parseCaipAddress(value)
  } catch (error) {
    expect(error).toBeInstanceOf(CaipError)
    expect((error as CaipError).name).toBe('CaipError')
    expect((error as CaipError).message).toBe('Invalid CAIP-10 address')
    return error as CaipError
  }
  throw new Error('expected a CaipError')
}

describe('parseCaipAddress', () => {
  it('splits a valid address', () => {
    expect(parseCaipAddress(`eip155:10:${evm}`)).toEqual({
      namespace: 'eip155',
      reference: '10',
      address: evm,
      caipNetworkId: 'eip155:10',
      caipAddress: `eip155:10:${evm}`,
    })
  })

  it.each([
    '',
    evm,
    `eip155:${evm}`,
    `eip155:1:${evm}:1`,
    `eip155::${evm}`,
    'eip155:1:',
    `::${evm}`,
    `ab:1:${evm}`,
    `eip155:1:${evm}\n`,
  ])('throws the CAIP-10 error for %j', (value) => {
    expectCaip10Error(value)
  })

  it('throws the CAIP-10 error for non-strings with details', () => {
    expect(expectCaip10Error(undefined).details).toBe('Received undefined')
    expect(expectCaip10Error({}).details).toBe('Received object')
  })

  it('returns a valid result or the documented error for any input', () => {
    const input = fc.oneof(
      fc.string(),
      fc.anything(),
      fc
        .tuple(fc.constantFrom(...namespaces, 'x', 'UPPER'), fc.string(), fc.string())
        .map((parts) => parts.join(':')),
    )
    fc.assert(
      fc.property(input, (value) => {
        try {
          const parsed = parseCaipAddress(value)
          expect(parsed.caipAddress).toBe(value)
          expect(`${parsed.caipNetworkId}:${parsed.address}`).toBe(value)
          expect(parsed.namespace).toMatch(/^[-a-z0-9]{3,8}$/)
          expect(parsed.address.length).toBeGreaterThan(0)
          expect(parsed.reference.length).toBeGreaterThan(0)
        } catch (error) {
          expect(error).toBeInstanceOf(CaipError)
          expect((error as CaipError).message).toBe('Invalid CAIP-10 address')
        }
      }),
    )
  })
})
