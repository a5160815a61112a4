import { describe, expectTypeOf, it } from 'vitest'
import { defineEvmNetwork, type EvmNetwork, mainnet, solanaMainnet } from '../core/networks/index.js'
import { createGangway, type Gangway, type GangwayConfig, type Plugin, type PluginLoader } from './gangway.js'

describe('createGangway config', () => {
  it('takes known features and returns the instance', () => {
    expectTypeOf(createGangway({ networks: [mainnet], features: { swaps: false } })).toEqualTypeOf<Gangway>()
  })

  it('rejects a feature name with a typo', () => {
    // @ts-expect-error swap is not a feature (swaps is)
    createGangway({ networks: [mainnet], features: { swap: false } })
  })

  it('wants at least one network', () => {
    // @ts-expect-error an empty network list
    createGangway({ networks: [] })
    expectTypeOf<readonly []>().not.toMatchTypeOf<GangwayConfig['networks']>()
    expectTypeOf(createGangway).toBeCallableWith({ networks: [mainnet, solanaMainnet] })
  })

  it('gives EVM networks a numeric id and takes rpcUrls in the Network shape', () => {
    expectTypeOf(mainnet.id).toEqualTypeOf<number>()
    expectTypeOf(mainnet).toMatchTypeOf<EvmNetwork>()
    expectTypeOf(solanaMainnet.id).toExtend<string>()
    const local = defineEvmNetwork({
      id: 31337,
      name: 'Local',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expectTypeOf(local.id).toEqualTypeOf<number>()
    // @ts-expect-error rpcUrls is { default: { http } }, as in Network
    defineEvmNetwork({ id: 31337, name: 'Local', rpcUrls: ['http://127.0.0.1:8545'] })
  })

  it('use takes a plugin object or a loader', () => {
    const gangway = createGangway({ networks: [mainnet] })
    expectTypeOf(gangway.use).toBeCallableWith({} as Plugin)
    expectTypeOf(gangway.use).toBeCallableWith({} as PluginLoader)
    // @ts-expect-error neither a plugin nor a loader
    void gangway.use({ name: 'x' })
  })
})
