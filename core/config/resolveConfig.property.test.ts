import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { defaultFeatures } from './defaultFeatures.js'
import { resolveConfig } from './resolveConfig.js'

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}
const keys = [
  'projectId',
  'metadata',
  'networks',
  'defaultNetwork',
  'features',
  'plugins',
  'endpoints',
  'remoteConfig',
  'basic',
  'embedded',
  'manualControl',
  'allowedOrigins',
  'siweConfig',
  'siwx',
  'themeMode',
  'themeVariables',
  'locale',
  'messages',
  'storage',
  'fetch',
  'debug',
  'legal',
  'unknownOption',
]

/** Resolves, or fails with a ConfigError whose message is one a host can act on; never anything else. */
function resolvesOrExplains(input: unknown, origin: unknown) {
  try {
    const { config } = resolveConfig(input as GangwayConfig, { origin: origin as string })
    expect(config.networks.length).toBeGreaterThan(0)
    for (const [key, value] of Object.entries(config.features)) {
      expect(key in defaultFeatures).toBe(true)
      expect(value).not.toBeUndefined()
    }
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).message.length).toBeGreaterThan(0)
  }
}

describe('resolveConfig against arbitrary input', () => {
  it('never crashes on random values in any option', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys), fc.anything({ withNullPrototype: true, withBigInt: true })),
        fc.option(fc.string()),
        (garbage, origin) => resolvesOrExplains({ networks: [network], ...garbage }, origin),
      ),
      { numRuns: 400 },
    )
  })

  it('never crashes on random network lists or whole random configs', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => resolvesOrExplains(anything, undefined)),
      { numRuns: 300 },
    )
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 5 }), (networks) =>
        resolvesOrExplains({ networks }, 'http://localhost'),
      ),
      { numRuns: 300 },
    )
  })

  it('reports a malformed CAIP-2 id of a network by name', () => {
    fc.assert(
      fc.property(
        fc.string().filter((id) => !/^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/.test(id)),
        (caipNetworkId) => {
          expect(() => resolveConfig({ networks: [{ ...network, caipNetworkId }] } as never, {})).toThrow(
            ConfigError,
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
