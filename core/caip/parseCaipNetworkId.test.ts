import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/CaipError.js'
import { GangwayError } from '../errors/GangwayError.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

const namespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'tezos', 'a-b-c123'] as const

const referenceChars = '-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')

function expectCaipError(run: () => unknown): CaipError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(CaipError)
    expect(error).toBeInstanceOf(GangwayError)
    const caipError = error as CaipError
    expect(caipError.name).toBe('CaipError')
    expect(caipError.message).toBe('Invalid CAIP-2 network id')
    expect(caipError.shortMessage).toBe('Invalid CAIP-2 network id')
    return caipError
  }
  throw new Error('expected a CaipError')
}

describe('parseCaipNetworkId', () => {
  it('splits a valid id', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({
      namespace: 'eip155',
      reference: '137',
      caipNetworkId: 'eip155:137',
    })
    expect(parseCaipNetworkId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toEqual({
      namespace: 'solana',
      reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'ab:mainnet',
    'eip155:1 ',
    'eip155:é',
    `eip155:${'1'.repeat(33)}`,
  ])('throws the CAIP-2 error for %j', (value) => {
    expectCaipError(() => parseCaipNetworkId(value))
  })

  it('throws the CAIP-2 error for non-strings and keeps what it received in details', () => {
    expect(expectCaipError(() => parseCaipNetworkId(1)).details).toBe('Received number')
    expect(expectCaipError(() => parseCaipNetworkId(null)).details).toBe('Received null')
    expect(expectCaipError(() => parseCaipNetworkId('ab:1')).details).toBe('Received "ab:1"')
  })

  it('round-trips every valid namespace and reference', () => {
    const reference = fc.array(fc.constantFrom(...referenceChars), { minLength: 1, maxLength: 32 })
    fc.assert(
      fc.property(fc.constantFrom(...namespaces), reference, (namespace, chars) => {
        const parsed = parseCaipNetworkId(`${namespace}:${chars.join('')}`)
        expect(parsed).toEqual({
          namespace,
          reference: chars.join(''),
          caipNetworkId: `${namespace}:${chars.join('')}`,
        })
      }),
    )
  })

  it('returns a valid result or the documented error for any input', () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.anything(),
      fc.tuple(fc.constantFrom(...namespaces, 'ab', 'Near', ''), fc.string()).map(([a, b]) => `${a}:${b}`),
    )
    fc.assert(
      fc.property(input, (value) => {
        try {
          const parsed = parseCaipNetworkId(value)
          expect(`${parsed.namespace}:${parsed.reference}`).toBe(value)
          expect(parsed.namespace).toMatch(/^[-a-z0-9]{3,8}$/)
          expect(parsed.reference).toMatch(/^[-_a-zA-Z0-9]{1,32}$/)
        } catch (error) {
          expect(error).toBeInstanceOf(CaipError)
          expect((error as CaipError).message).toBe('Invalid CAIP-2 network id')
        }
      }),
    )
  })

  it('rejects a very long input quickly', () => {
    expectCaipError(() => parseCaipNetworkId(`eip155:${'1:'.repeat(500_000)}`))
  })
})
