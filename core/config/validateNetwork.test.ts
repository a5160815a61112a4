import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import { parseCaipAddress } from '../caip/parseCaipAddress.js'
import { chainNamespaces } from '../types/ChainNamespace.js'
import { ConfigError } from './ConfigError.js'
import { resolveConfig } from './resolveConfig.js'
import { validateNetwork } from './validateNetwork.js'

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
        fc.constantFrom(...chainNamespaces),
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
}
const explorer = (url: unknown) => ({ ...mainnet, blockExplorers: { default: { name: 'Scan', url } } })

describe('validateNetwork explorer and image URLs', () => {
  it('keeps an https or loopback explorer, and the network as it is', () => {
    const network = explorer('https://etherscan.io')
    expect(validateNetwork(network, 'n')).toBe(network)
    expect(validateNetwork(explorer('http://127.0.0.1:4000/'), 'n').blockExplorers?.default.url).toBe(
      'http://127.0.0.1:4000/',
    )
  })

  it('leaves out an explorer that is not a safe web URL, with a warning, so it never enters config', () => {
    for (const url of [
      'javascript:alert(document.cookie)//',
      ' java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc',
      'http://scan.example',
      'rainbow://scan',
      42,
    ]) {
      const warnings: string[] = []
      const network = validateNetwork(explorer(url), 'networks[0]', warnings)
      expect(network.blockExplorers, String(url)).toBeUndefined()
      expect(warnings).toEqual(['networks[0].blockExplorers ignored: not an https URL'])
    }
  })

  it('leaves out an unsafe network image URL and keeps its image id', () => {
    const warnings: string[] = []
    const network = validateNetwork(
      { ...mainnet, assets: { imageId: 'eth', imageUrl: 'javascript:alert(1)' } },
      'networks[0]',
      warnings,
    )
    expect(network.assets).toEqual({ imageId: 'eth', imageUrl: undefined })
    expect(warnings).toHaveLength(1)
    expect(
      validateNetwork({ ...mainnet, assets: { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' } }, 'n').assets,
    ).toEqual({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' })
  })

  it('reports it through resolveConfig warnings', () => {
    const { config, warnings } = resolveConfig(
      { projectId: 'p', networks: [explorer('javascript:alert(1)')] } as never,
      { origin: 'https://host.example' },
    )
    expect(config.networks[0]?.blockExplorers).toBeUndefined()
    expect(warnings).toContain('networks[0].blockExplorers ignored: not an https URL')
  })
})
