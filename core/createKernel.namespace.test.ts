import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../tests/fixtures/createTestChainPlugin.js'
import { createTezosPlugin } from '../tests/fixtures/createTezosPlugin.js'
import { createTezosTestWallet, type TezosWalletState } from '../tests/fixtures/createTezosTestWallet.js'
import { tezosNetwork } from '../tests/fixtures/tezosNetwork.js'
import { checkCaipAddress } from './caip/checkCaipAddress.js'
import { createKernel } from './createKernel.js'
import { ConfigError } from './errors/ConfigError.js'
import type { Gangway } from './Gangway.js'
import { definePlugin } from './plugin/definePlugin.js'
import type { GangwayConfig } from './types/GangwayConfig.js'
import type { Network } from './types/Network.js'

const tz = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'
const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  vi.restoreAllMocks()
})

const tezosWallet = (overrides: Partial<TezosWalletState> = {}): TezosWalletState => ({
  accounts: [` ${tz} `],
  network: 'NetXdQprcVkpaWU',
  mutez: '1234567',
  authorised: false,
  calls: [],
  ...overrides,
})

function kernel(config: Partial<GangwayConfig>, storage = createMemoryStorage()): Gangway {
  const gangway = createKernel(
    { projectId: 'test', networks: [tezosNetwork], remoteConfig: false, storage, ...config } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  return gangway
}

const tezosOf = (gangway: Gangway) => gangway.stores.accounts.getState().byNamespace.tezos

describe('a namespace core has never heard of', () => {
  it('connects, shows the account as its adapter gives it, and disconnects', async () => {
    const state = tezosWallet()
    const gangway = kernel({ plugins: [createTezosPlugin(() => createTezosTestWallet(state))] })
    await gangway.ready
    await gangway.connect('tezos-test-wallet', 'tezos')
    await vi.waitFor(() => expect(tezosOf(gangway)?.balance).toBe('1.234'))
    expect(tezosOf(gangway)).toMatchObject({
      status: 'connected',
      address: tz,
      caipAddress: `tezos:NetXdQprcVkpaWU:${tz}`,
      addressExplorerUrl: `https://tzkt.io/${tz}`,
      preferredAccountType: 'eoa',
      balanceSymbol: 'XTZ',
      allAccounts: [{ namespace: 'tezos', address: tz, type: 'eoa' }],
    })
    expect(gangway.getState().activeNamespace).toBe('tezos')
    await gangway.disconnect('tezos')
    expect(tezosOf(gangway)?.status).toBe('disconnected')
    expect(state.calls).toContain('tz_disconnect')
  })

  it('connects a further namespace without taking the active one when asked not to activate it', async () => {
    const gangway = kernel({
      networks: [devnet, tezosNetwork],
      plugins: [
        createTestChainPlugin(createTestWallet()),
        createTezosPlugin(() => createTezosTestWallet(tezosWallet())),
      ],
    })
    await gangway.ready
    await gangway.connect('test-wallet', 'eip155')
    expect(gangway.getState().activeNamespace).toBe('eip155')
    await gangway.connect('tezos-test-wallet', 'tezos', { activate: false })
    expect(tezosOf(gangway)?.status).toBe('connected')
    expect(gangway.getState().activeNamespace).toBe('eip155')
    await gangway.disconnect('tezos')
    await gangway.connect('tezos-test-wallet', 'tezos')
    expect(gangway.getState().activeNamespace).toBe('tezos')
  })

  it('keeps the active network stored while a further namespace connects or changes chain without being activated', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const devnetB: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet B' }
    const gangway = kernel(
      {
        networks: [tezosNetwork, devnet, devnetB],
        plugins: [
          createTestChainPlugin(wallet),
          createTezosPlugin(() => createTezosTestWallet(tezosWallet())),
        ],
      },
      storage,
    )
    await gangway.ready
    await gangway.connect('tezos-test-wallet', 'tezos')
    const stored = () => storage.map.get('@gangway/activeNetworkId')
    expect(stored()).toBe(JSON.stringify(tezosNetwork.caipNetworkId))
    // The e-mail wallet's second namespace: connected beside the active one (what a reload restores).
    await gangway.connect('test-wallet', 'eip155', { activate: false })
    expect(gangway.getState().activeNamespace).toBe('tezos')
    expect(stored()).toBe(JSON.stringify(tezosNetwork.caipNetworkId))
    wallet.ctx?.session.chainChanged('eip155', 'eip155:31338')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(gangway.stores.networks.getState().active.eip155).toBe('eip155:31338')
    expect(stored()).toBe(JSON.stringify(tezosNetwork.caipNetworkId))
  })

  it("drops a wallet's accounts that fail the adapter's address check", async () => {
    const state = tezosWallet({
      accounts: ['not-an-address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', tz, `${tz} `],
    })
    const gangway = kernel({ plugins: [createTezosPlugin(() => createTezosTestWallet(state))] })
    await gangway.ready
    await gangway.connect('tezos-test-wallet', 'tezos')
    expect(tezosOf(gangway)?.allAccounts.map((account) => account.address)).toEqual([tz])
  })

  it('rejects a connect whose every account fails the check, and keeps no account', async () => {
    const state = tezosWallet({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    const gangway = kernel({ plugins: [createTezosPlugin(() => createTezosTestWallet(state))] })
    await gangway.ready
    await expect(gangway.connect('tezos-test-wallet', 'tezos')).rejects.toMatchObject({
      message: 'Failed to connect',
      details: 'The wallet returned no valid account',
    })
    expect(tezosOf(gangway)?.status ?? 'disconnected').toBe('disconnected')
  })

  it('restores a stored session of a namespace a plugin registers', async () => {
    const state = tezosWallet({ authorised: true })
    const storage = createMemoryStorage({
      '@gangway/connectionStatus': JSON.stringify({ tezos: 'connected' }),
      '@gangway/connectorIds': JSON.stringify({ tezos: 'tezos-test-wallet' }),
    })
    const gangway = kernel({ plugins: [createTezosPlugin(() => createTezosTestWallet(state))] }, storage)
    await gangway.ready
    expect(tezosOf(gangway)).toMatchObject({ status: 'connected', address: tz })
  })

  it('drops a stored session of a namespace no plugin registers', async () => {
    const storage = createMemoryStorage({
      '@gangway/connectionStatus': JSON.stringify({ polkadot: 'connected', eip155: 'connected' }),
      '@gangway/connectorIds': JSON.stringify({ polkadot: 'talisman', eip155: 'test-wallet' }),
    })
    const wallet = createTestWallet({ authorised: true })
    const gangway = kernel({ networks: [devnet], plugins: [createTestChainPlugin(wallet)] }, storage)
    await gangway.ready
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected')
    expect(gangway.stores.accounts.getState().byNamespace.polkadot?.status ?? 'disconnected').toBe(
      'disconnected',
    )
    expect(JSON.parse(storage.map.get('@gangway/connectionStatus') ?? '{}')).toEqual({ eip155: 'connected' })
  })

  it('keeps no account for a namespace a chain plugin reports without having registered it', async () => {
    const wallet = createTestWallet()
    const gangway = kernel({ networks: [devnet], plugins: [createTestChainPlugin(wallet)] })
    await gangway.open()
    wallet.ctx?.session.accountsChanged('polkadot', [
      { namespace: 'polkadot', address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', type: 'eoa' },
    ])
    wallet.ctx?.session.chainChanged('polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(gangway.stores.accounts.getState().byNamespace.polkadot).toBeUndefined()
  })

  it('reports a configured network of an unregistered namespace as a CONFIG error with the spec message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const gangway = kernel({ networks: [tezosNetwork] })
    const warnings: { details?: unknown }[] = []
    gangway.events.on('CONFIG_WARNING', (warning) => warnings.push(warning))
    await gangway.open()
    const error = (warnings[0]?.details as { error?: unknown } | undefined)?.error
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).message).toBe('Namespace is not configured')
    expect((error as ConfigError).details).toContain('no tezos plugin')
    expect(logged).toHaveBeenCalledWith('[gangway]', 'Namespace is not configured', error)
  })
})

describe('checkCaipAddress', () => {
  const chain = (namespace: string) =>
    namespace === 'tezos'
      ? { normalizeAddress: (value: string) => (value.startsWith('tz1') ? value : undefined) }
      : undefined
  const check = (value: unknown) => checkCaipAddress(value, chain as never)

  it('accepts an address the registered adapter accepts, in its canonical form', () => {
    expect(check(`tezos:NetXdQprcVkpaWU:${tz}`)).toBe(`tezos:NetXdQprcVkpaWU:${tz}`)
  })

  it('rejects bad syntax, an unregistered namespace and an address the adapter refuses', () => {
    expect(check('tezos:NetXdQprcVkpaWU')).toBeUndefined()
    expect(check(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${tz}`)).toBeUndefined()
    expect(check('tezos:NetXdQprcVkpaWU:KT1abc')).toBeUndefined()
    expect(check(42)).toBeUndefined()
  })
})

describe('a plugin that requires a chain plugin given as a loader', () => {
  it('is set up after the chain plugin when the modal opens while start-up is still loading', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const setUp: string[] = []
    const gangway = kernel({
      plugins: [
        {
          name: 'tezos',
          trigger: { namespace: 'tezos' },
          load: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50))
            return { default: createTezosPlugin(() => createTezosTestWallet(tezosWallet())) }
          },
        },
        definePlugin({
          name: 'needsTezos',
          kind: 'feature',
          requires: ['tezos'],
          setup: () => void setUp.push('needsTezos'),
        }),
      ],
    })
    await Promise.resolve()
    await Promise.resolve()
    const opened = gangway.open()
    await opened
    expect(setUp).toEqual(['needsTezos'])
    expect(errors.mock.calls.flat().join(' ')).not.toContain('requires "tezos"')
  })

  it('stays set up when the start-up sync, begun before the modal opened, finishes after it', async () => {
    let slowDone: () => void = () => {}
    const slow = new Promise<void>((resolve) => {
      slowDone = resolve
    })
    const gangway = kernel({
      plugins: [
        // Set up at start (no requires): the start-up sync waits on it while the modal opens.
        definePlugin({ name: 'slow', kind: 'feature', setup: () => slow }),
        {
          name: 'tezos',
          trigger: { namespace: 'tezos' },
          load: async () => ({ default: createTezosPlugin(() => createTezosTestWallet(tezosWallet())) }),
        },
        definePlugin({ name: 'needsTezos', kind: 'feature', requires: ['tezos'], setup: () => {} }),
      ],
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await gangway.open()
    expect(gangway.stores.registry.getState().plugins).toEqual(
      expect.arrayContaining(['tezos', 'needsTezos']),
    )
    slowDone()
    await gangway.ready
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The start-up sync asked for no namespace (nothing to reconnect): run after the open, it must not unload them.
    expect(gangway.stores.registry.getState().plugins).toEqual(
      expect.arrayContaining(['tezos', 'needsTezos']),
    )
  })

  it('comes back when the feature plugin it requires is turned off and on again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // no tezos plugin: 'Namespace is not configured'
    const gangway = kernel({
      features: { swaps: true },
      plugins: [
        {
          name: 'swaps',
          trigger: { feature: 'swaps' },
          load: async () => ({ default: definePlugin({ name: 'swaps', kind: 'feature', setup: () => {} }) }),
        },
        definePlugin({ name: 'needsSwaps', kind: 'feature', requires: ['swaps'], setup: () => {} }),
      ],
    })
    const plugins = () => gangway.stores.registry.getState().plugins
    await gangway.open()
    expect(plugins()).toEqual(expect.arrayContaining(['swaps', 'needsSwaps']))
    await gangway.setFeatures({ swaps: false })
    expect(plugins()).not.toContain('needsSwaps')
    await gangway.setFeatures({ swaps: true })
    expect(plugins()).toEqual(expect.arrayContaining(['swaps', 'needsSwaps']))
  })
})
