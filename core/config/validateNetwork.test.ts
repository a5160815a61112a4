import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import { parseCaipAddress } from '../caip/parseCaipAddress.js'
import { ConfigError } from '../errors/ConfigError.js'
import { networkImageUrl } from './networkImageUrl.js'
import { validateNetwork } from './validateNetwork.js'

const namespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'tezos', 'a-b-c123'] as const

const referenceCharacters = [...'-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']

const network = (namespace: string, reference: string) => ({
  id: reference,
  caipNetworkId: `${namespace}:${reference}`,
  chainNamespace: namespace,
  name: 'Network',
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

const accepted = (value: unknown): boolean => {
  try {
    validateNetwork(value, 'networks[0]')
    return true
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return false
  }
}

describe('validateNetwork', () => {
  it('uses the CAIP-2 reference rule of core/caip: 1 to 32 characters from [-_a-zA-Z0-9]', () => {
    expect(accepted(network('eip155', '9'.repeat(32)))).toBe(true)
    expect(accepted(network('eip155', '9'.repeat(33)))).toBe(false)
    expect(accepted(network('cosmos', 'a'.repeat(64)))).toBe(false)
    expect(() => validateNetwork(network('eip155', '1.5'), 'networks[3]')).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it('every network it accepts gives CAIP-10 addresses that round-trip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...namespaces),
        fc.integer({ min: 1, max: 80 }).chain((length) =>
          fc.string({
            unit: fc.constantFrom(...referenceCharacters),
            minLength: length,
            maxLength: length,
          }),
        ),
        fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/),
        (namespace, reference, address) => {
          const value = network(namespace, reference)
          if (!accepted(value)) return
          const caipAddress = formatCaipAddress(value.caipNetworkId as never, address)
          expect(parseCaipAddress(caipAddress)).toMatchObject({
            namespace,
            reference,
            address,
            caipNetworkId: value.caipNetworkId,
          })
        },
      ),
      { numRuns: 2_000 },
    )
  })
})

const mainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
} as const
const endpoints = { endpoints: { directory: 'https://dir.example' } as never, projectId: 'p' }

describe('network image URLs pass the URL policy where they are used', () => {
  it('keeps an https or data:image network image, and falls back to the image id for anything else', () => {
    const image = (imageUrl: string) =>
      networkImageUrl({ ...mainnet, assets: { imageId: 'eth', imageUrl } } as never, endpoints)
    expect(image('https://img.example/eth.png')).toBe('https://img.example/eth.png')
    expect(image('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    for (const bad of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>',
      'file:///etc',
    ])
      expect(image(bad), bad).toMatch(/^https:\/\/dir\.example\/public\/getAssetImage\/eth\?/)
  })
})
