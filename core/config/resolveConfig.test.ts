import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import type { Network } from '../types/Network.js'
import { resolveConfig } from './resolveConfig.js'

function network(caipNetworkId: string, name = caipNetworkId): Network {
  const [namespace, reference] = caipNetworkId.split(':')
  return {
    id: Number.isNaN(Number(reference)) ? reference! : Number(reference),
    caipNetworkId: caipNetworkId as Network['caipNetworkId'],
    chainNamespace: namespace as Network['chainNamespace'],
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}

const mainnet = network('eip155:1', 'Ethereum')
const polygon = network('eip155:137', 'Polygon')
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
const base: GangwayConfig = { projectId: 'p1', networks: [mainnet, polygon] }
const origin = 'https://app.example.com'

function thrown(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('resolveConfig', () => {
  it('applies the defaults to a minimal config without alerts or warnings', () => {
    const { config, alerts, warnings } = resolveConfig(base, { origin })
    expect(alerts).toEqual([])
    expect(warnings).toEqual([])
    expect(config.projectId).toBe('p1')
    expect(config.features).toEqual({})
    expect(config.networks).toEqual([mainnet, polygon])
    expect(config.defaultNetwork).toBeUndefined()
    expect(config).toMatchObject({
      remoteConfig: true,
      basic: false,
      embedded: false,
      manualControl: false,
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      themeMode: 'light',
      locale: 'en',
      allowedOrigins: [],
    })
    expect(config.metadata).toEqual({ name: 'app.example.com', description: '', url: origin, icons: [] })
  })

  it('rejects siweConfig together with siwx with the exact spec message', () => {
    const error = thrown(() => resolveConfig({ ...base, siweConfig: {}, siwx: {} }, { origin }))
    expect(error.message).toBe('Cannot set both siweConfig and siwx options')
    expect(error.name).toBe('ConfigError')
    expect(() => resolveConfig({ ...base, siwx: { required: true } }, { origin })).not.toThrow()
  })

  it('alerts, without throwing, when the project id is missing or blank', () => {
    for (const projectId of [undefined, '', '   ', 42 as unknown as string]) {
      const { config, alerts } = resolveConfig({ ...base, projectId }, { origin })
      expect(config.projectId).toBeUndefined()
      expect(alerts).toEqual([
        expect.objectContaining({ kind: 'ProjectIdNotConfigured', title: 'Project ID Not Configured' }),
      ])
    }
    expect(resolveConfig({ ...base, projectId: ' p2 ' }, { origin }).config.projectId).toBe('p2')
  })

  it('throws on a missing or empty network list', () => {
    for (const networks of [undefined, [], 'eip155:1', null]) {
      thrown(() =>
        resolveConfig({ ...base, networks: networks as unknown as GangwayConfig['networks'] }, { origin }),
      )
    }
  })

  it('throws "Invalid CAIP-2 network id" naming the network at fault', () => {
    for (const caipNetworkId of ['eip155', 'eip155:1:2', 'Foo:1', 'ab:1', 'eip155:', ':1', 7]) {
      const bad = { ...mainnet, caipNetworkId } as unknown as Network
      const error = thrown(() => resolveConfig({ ...base, networks: [polygon, bad] }, { origin }))
      expect(error.message).toBe('Invalid CAIP-2 network id')
      expect(error.details).toContain('networks[1]')
    }
  })

  it('throws on a network whose other fields are unusable', () => {
    const noRpc = { ...mainnet, rpcUrls: {} } as unknown as Network
    expect(thrown(() => resolveConfig({ ...base, networks: [noRpc] }, { origin })).details).toContain(
      'rpcUrls',
    )
    const wrongNamespace = { ...mainnet, chainNamespace: 'solana' } as unknown as Network
    expect(
      thrown(() => resolveConfig({ ...base, networks: [wrongNamespace] }, { origin })).details,
    ).toContain('chainNamespace')
    expect(
      thrown(() => resolveConfig({ ...base, networks: [null as unknown as Network] }, { origin })).message,
    ).toBe('Invalid network')
  })

  it('drops duplicate networks by CAIP-2 id, keeping the first, with a warning', () => {
    const again = network('eip155:1', 'Ethereum again')
    const { config, warnings } = resolveConfig({ ...base, networks: [mainnet, solana, again] }, { origin })
    expect(config.networks).toEqual([mainnet, solana])
    expect(warnings).toEqual([expect.stringContaining('Duplicate network eip155:1')])
  })

  it('resolves the default network to the configured entry, or alerts and falls back to the first', () => {
    const copy = { ...polygon }
    expect(resolveConfig({ ...base, defaultNetwork: copy }, { origin }).config.defaultNetwork).toBe(polygon)
    const { config, alerts } = resolveConfig({ ...base, defaultNetwork: solana }, { origin })
    expect(config.defaultNetwork).toBe(mainnet)
    expect(alerts).toEqual([expect.objectContaining({ kind: 'NetworkNotFound', title: 'Network Not Found' })])
  })

  it('keeps valid local features, ignores unknown keys and wrong types with warnings', () => {
    const features = { swaps: false, email: 'yes', bogus: true, socials: ['google', 'myspace'] }
    const { config, warnings } = resolveConfig({ ...base, features: features as never }, { origin })
    expect(config.features).toEqual({ swaps: false, socials: ['google'] })
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Unknown feature "bogus"'),
        expect.stringContaining('features.email must be a boolean'),
        expect.stringContaining('"myspace"'),
      ]),
    )
  })

  it("keeps prefetch 'idle' or 'intent' and ignores anything else with a warning", () => {
    expect(resolveConfig({ ...base, prefetch: 'intent' }, { origin }).config.prefetch).toBe('intent')
    const { config, warnings } = resolveConfig({ ...base, prefetch: 'eager' as never }, { origin })
    expect(config.prefetch).toBeUndefined()
    expect(warnings).toEqual([expect.stringContaining('prefetch must be "idle" or "intent"')])
  })

  it('keeps the host flags as they were set in basic mode (the features store turns the remote ones off)', () => {
    const { config } = resolveConfig({ ...base, basic: true, features: { email: true } }, { origin })
    expect(config.basic).toBe(true)
    expect(config.features).toEqual({ email: true })
  })

  it('keeps the allow-list and leaves the origin check to the first open (core/config/originAlert)', () => {
    const allowedOrigins = ['https://*.example.com']
    const { config, alerts } = resolveConfig({ ...base, allowedOrigins }, { origin: 'https://evil.io' })
    expect(alerts).toEqual([])
    expect(config.allowedOrigins).toEqual(allowedOrigins)
  })

  it('derives the endpoints from the page origin unless the host sets them; the relay is the public WalletConnect one', () => {
    expect(resolveConfig(base, { origin }).config.endpoints).toMatchObject({
      api: 'https://app.example.com/gangway/api',
      relay: 'wss://relay.walletconnect.org',
    })
    expect(resolveConfig(base, {}).config.endpoints.relay).toBe('wss://relay.walletconnect.org')
    expect(resolveConfig(base, {}).config.endpoints.directory).toBe('/gangway/directory')
    const endpoints = { api: 'https://api.host.io/', relay: '', nope: 'x' }
    const { config, warnings } = resolveConfig({ ...base, endpoints: endpoints as never }, { origin })
    expect(config.endpoints.api).toBe('https://api.host.io')
    expect(config.endpoints.relay).toBe('wss://relay.walletconnect.org')
    expect(warnings).toHaveLength(2)
  })

  it('survives garbage in every optional field, falling back to defaults with warnings', () => {
    const garbage = {
      ...base,
      metadata: 'x',
      themeMode: 'blue',
      locale: '!!',
      embedded: 'yes',
      allowedOrigins: 'https://a.com',
      storage: {},
      fetch: 1,
      features: [],
      typo: true,
    } as unknown as GangwayConfig
    const { config, warnings } = resolveConfig(garbage, { origin })
    expect(config).toMatchObject({ themeMode: 'light', locale: 'en', embedded: false, allowedOrigins: [] })
    expect(config.storage).toBeUndefined()
    expect(config.fetch).toBeUndefined()
    expect(config.features).toEqual({})
    expect(warnings).toHaveLength(9)
    expect(() => resolveConfig(null as unknown as GangwayConfig, { origin })).toThrow(ConfigError)
  })
})
