import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterBasics } from '../tests/fixtures/adapterBasics.js'
import { createMemoryStorage } from '../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../tests/fixtures/devnetA.js'
import { writableStores } from '../tests/fixtures/writableStores.js'
import { createKernel, type KernelOptions } from './createKernel.js'
import type { Gangway } from './Gangway.js'
import { definePlugin } from './plugin/definePlugin.js'
import type { PluginContext } from './plugin/PluginContext.js'
import type { GangwayConfig } from './types/GangwayConfig.js'
import type { Network } from './types/Network.js'

const local: Network = {
  ...devnetA,
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000/' } },
}
const second: Network = { ...local, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet B' }

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function kernel(config: Partial<GangwayConfig> = {}, options: KernelOptions = {}) {
  const gangway = createKernel(
    { projectId: 'test', networks: [local, second], remoteConfig: false, ...config } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false }, ...options },
  )
  made.push(gangway)
  return gangway
}

function withWallet(
  wallet: TestWallet = createTestWallet(),
  storage = createMemoryStorage(),
  config: Partial<GangwayConfig> = {},
) {
  const gangway = kernel({ plugins: [createTestChainPlugin(wallet)], storage, ...config })
  const events: string[] = []
  gangway.events.onAny((type) => events.push(type))
  return { gangway, wallet, storage, events }
}

describe('createKernel', () => {
  it('runs without window or storage (SSR) and makes no request before the first open', async () => {
    const fetch = vi.fn()
    const gangway = kernel({ fetch: fetch as unknown as typeof globalThis.fetch, remoteConfig: true })
    await gangway.ready
    expect(typeof window).toBe('undefined')
    expect(gangway.getState()).toMatchObject({ open: false, view: 'Connect', activeNamespace: 'eip155' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('raises Project ID Not Configured once, as an alert and an event', async () => {
    const gangway = kernel({ projectId: undefined })
    expect(gangway.stores.alerts.getState().alerts.map((alert) => alert.title)).toEqual([
      'Project ID Not Configured',
    ])
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => kernel({ siweConfig: {}, siwx: {} })).toThrow('Cannot set both siweConfig and siwx options')
  })

  it('opens the basic pairing view when there is no adapter and no address (rule 2)', async () => {
    const gangway = kernel()
    await gangway.open()
    expect(gangway.getState()).toMatchObject({ open: true, view: 'ConnectingWalletConnectBasic' })
  })

  it('opens Connect with an adapter, a requested view when asked, and emits MODAL_OPEN once', async () => {
    const { gangway, events } = withWallet()
    await gangway.ready
    const first = gangway.open()
    const second = gangway.open({ view: 'AllWallets' })
    await Promise.all([first, second])
    expect(gangway.getState().view).toBe('AllWallets')
    expect(events.filter((type) => type === 'MODAL_OPEN')).toHaveLength(1)
    gangway.close()
    await gangway.open()
    expect(gangway.getState().view).toBe('Connect')
  })

  it('connects, shows Account, keeps the session across a reload, and disconnects cleanly', async () => {
    const { gangway, wallet, storage, events } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    const account = gangway.getState().account
    expect(account).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      addressExplorerUrl: `http://127.0.0.1:4000/address/${wallet.address}`,
      preferredAccountType: 'smartAccount',
    })
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe('1.234'))
    expect(events).toContain('CONNECT_SUCCESS')
    await gangway.open()
    expect(gangway.getState().view).toBe('Account')

    const reloaded = withWallet(wallet, storage)
    expect(reloaded.gangway.getState().account?.status).toBe('connecting')
    await reloaded.gangway.ready
    expect(reloaded.gangway.getState().account).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.calls).toContain('reconnect:test-wallet')

    await reloaded.gangway.disconnect()
    expect(reloaded.gangway.getState().account?.status).toBe('disconnected')
    expect(reloaded.events).toContain('DISCONNECT_SUCCESS')
    expect(
      [...storage.map.keys()]
        .filter((key) => /connector|connectionStatus/.test(key))
        .map((key) => storage.map.get(key)),
    ).toEqual(['{}', '{}'])
    const third = withWallet(wallet, storage)
    await third.gangway.ready
    expect(third.gangway.getState().account?.status ?? 'disconnected').toBe('disconnected')
    expect(wallet.calls.filter((call) => call.startsWith('reconnect'))).toHaveLength(1)
  })

  it('drops a stored session the wallet no longer authorises', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const first = withWallet(wallet, storage)
    await first.gangway.ready
    await first.gangway.connect('test-wallet')
    wallet.authorised = false
    const second = withWallet(wallet, storage)
    await second.gangway.ready
    expect(second.gangway.getState().account?.status).toBe('disconnected')
    expect(createTestWallet().calls).toEqual([])
  })

  it('a rejected connection says Connection rejected and leaves nothing half-connected', async () => {
    const { gangway, wallet, events } = withWallet(createTestWallet({ rejectNext: true }))
    await gangway.ready
    await expect(gangway.connect('test-wallet')).rejects.toThrow('Connection rejected')
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(events).toContain('CONNECT_ERROR')
    await gangway.connect('test-wallet')
    expect(gangway.getState().account?.address).toBe(wallet.address)
  })

  it('says Adapter not found for a connector of a namespace with no chain plugin', async () => {
    const gangway = kernel()
    await gangway.ready
    writableStores(gangway).connectors.setState({
      connectors: [{ id: 'sol', name: 'Sol', type: 'injected', chain: 'solana' }],
    })
    await expect(gangway.connect('sol')).rejects.toThrow('Adapter not found')
  })

  it('switches networks through the wallet when connected, and goes back when the wallet refuses', async () => {
    const { gangway, wallet, storage } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    await gangway.switchNetwork('eip155:31338')
    expect(wallet.calls).toContain('switch:31338')
    expect(gangway.getState().activeNetwork?.name).toBe('Devnet B')
    expect(gangway.getState().account?.caipAddress).toBe(`eip155:31338:${wallet.address}`)
    expect(storage.map.get('@gangway/activeNetworkId')).toContain('eip155:31338')

    await gangway.open()
    gangway.navigate('SwitchNetwork')
    wallet.rejectNext = true
    await expect(gangway.switchNetwork(local)).rejects.toThrow()
    expect(gangway.getState().view).toBe('Account')
    expect(gangway.getState().activeNetwork?.name).toBe('Devnet B')
  })

  it('emits one SWITCH_NETWORK per switch, also when the wallet echoes chainChanged during it', async () => {
    const { gangway, events, wallet } = withWallet(createTestWallet({ echoChainChanged: true }))
    await gangway.ready
    await gangway.connect('test-wallet')
    const switches = () => events.filter((type) => type === 'SWITCH_NETWORK').length
    await gangway.switchNetwork('eip155:31338')
    expect(switches()).toBe(1)
    expect(gangway.getState().account?.caipAddress).toBe(
      'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await gangway.switchNetwork(local)
    expect(switches()).toBe(2)
    wallet.ctx?.session.chainChanged('eip155', 'eip155:31338')
    expect(switches()).toBe(3)
    expect(gangway.getState().activeNetwork?.name).toBe('Devnet B')
  })

  it('alerts Network Not Found for a network outside the configured list', async () => {
    const gangway = kernel()
    await expect(gangway.switchNetwork('eip155:999')).rejects.toThrow('Network not found')
    expect(gangway.stores.alerts.getState().alerts.map((alert) => alert.title)).toContain('Network Not Found')
  })

  it('shows Token Balance Unavailable, marks the balance unavailable and blocks its refetch on that network for 30 s', async () => {
    let now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const { gangway, wallet } = withWallet(createTestWallet({ failBalance: true }))
    await gangway.ready
    await gangway.connect('test-wallet')
    await vi.waitFor(() =>
      expect(gangway.stores.notifications.getState().current?.message).toBe('Token Balance Unavailable'),
    )
    expect(gangway.getState().account).toMatchObject({ balance: undefined, balanceStatus: 'unavailable' })
    wallet.failBalance = false
    const balanceCalls = () => wallet.calls.filter((call) => call === 'balance').length
    await gangway.switchNetwork('eip155:31338')
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe('1.234'))
    const before = balanceCalls()
    await gangway.switchNetwork(local)
    expect(balanceCalls()).toBe(before)
    expect(gangway.getState().account?.balanceStatus).toBe('unavailable')
    now += 30_001
    await gangway.switchNetwork(second)
    await gangway.switchNetwork(local)
    await vi.waitFor(() => expect(gangway.getState().account?.balanceStatus).toBe('ready'))
    expect(gangway.getState().account?.balance).toBe('1.234')
    vi.restoreAllMocks()
  })

  it('will not close the SIWX view while SIWX is required and unsigned: it shakes instead', async () => {
    const { gangway } = withWallet(createTestWallet(), createMemoryStorage(), { siwx: { required: true } })
    await gangway.ready
    await gangway.open({ view: 'SIWXSignMessage' })
    gangway.close()
    expect(gangway.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(gangway.stores.modal.getState().shake).toBe(true)
  })

  it('loads a feature plugin when its flag turns on after the first open, and tears it down when off', async () => {
    const setup = vi.fn(() => teardown)
    const teardown = vi.fn()
    const load = vi.fn(async () => ({ default: definePlugin({ name: 'swaps', kind: 'feature', setup }) }))
    const gangway = kernel(
      { features: { swaps: false } },
      { loaders: [{ name: 'swaps', trigger: { feature: 'swaps' }, load }] },
    )
    await gangway.setFeatures({ swaps: true })
    expect(load).not.toHaveBeenCalled()
    await gangway.open()
    expect(setup).toHaveBeenCalledOnce()
    await gangway.setFeatures({ swaps: false })
    expect(teardown).toHaveBeenCalledOnce()
    await gangway.setFeatures({ swaps: true })
    expect(setup).toHaveBeenCalledTimes(2)
  })

  it('ignores unknown and mistyped feature values from setFeatures', async () => {
    const gangway = kernel()
    await gangway.setFeatures({ swaps: 'yes', nope: true } as never)
    expect(gangway.getState().features.swaps).toBe(true)
    expect('nope' in gangway.getState().features).toBe(false)
  })

  it('history: back returns to the previous view, and closes when there is none', async () => {
    const { gangway, events } = withWallet()
    await gangway.ready
    await gangway.open()
    gangway.navigate('AllWallets')
    gangway.back()
    expect(gangway.getState().view).toBe('Connect')
    gangway.navigate('AllWallets')
    gangway.navigate('SwitchNetwork', undefined, { replace: true })
    expect(gangway.stores.modal.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'SwitchNetwork',
    ])
    gangway.back()
    gangway.back()
    expect(gangway.getState().open).toBe(false)
    expect(events).toContain('MODAL_CLOSE')
  })

  it('subscribe reports state changes and stops after unsubscribe', async () => {
    const gangway = kernel()
    const seen: boolean[] = []
    const off = gangway.subscribe((snapshot) => seen.push(snapshot.open))
    await gangway.open()
    gangway.close()
    off()
    await gangway.open()
    expect(seen).toEqual([true, false])
  })

  it('wallet requests need a connected session and an adapter that can do them', async () => {
    const { gangway } = withWallet()
    await gangway.ready
    await expect(gangway.signMessage('hello')).rejects.toThrow('Please call connect() before request()')
    await gangway.connect('test-wallet')
    await expect(gangway.signMessage('hello')).rejects.toThrow('Signing needs a provider')
    await expect(gangway.request({ method: 'eth_chainId' })).rejects.toThrow('JSON-RPC provider not found')
    expect(gangway.getPlugin('test-eip155')).toBeUndefined()
  })

  it('remote project config wins over the host flags with a warning, and keeps what the host set at run time', async () => {
    const { createServer } = await import('node:http')
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ features: { swaps: false, onramp: true } }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const gangway = kernel({
        remoteConfig: true,
        features: { swaps: true, onramp: false, send: false },
        endpoints: { directory: `http://127.0.0.1:${port}` },
      })
      const warnings: string[] = []
      gangway.events.on('CONFIG_WARNING', ({ message }) => warnings.push(message))
      await gangway.setFeatures({ activity: false })
      await gangway.open()
      await vi.waitFor(() =>
        expect(gangway.getState().features).toMatchObject({ swaps: false, onramp: true }),
      )
      expect(gangway.getState().features).toMatchObject({ send: false, activity: false })
      expect(warnings.some((message) => message.includes('"swaps"'))).toBe(true)
      expect(warnings.some((message) => message.includes('"activity"'))).toBe(false)
    } finally {
      server.close()
    }
  })

  it.each([
    [false, { swaps: false, onramp: true, send: false, activity: false }],
    [true, { swaps: false, onramp: false, send: false, activity: false, email: false }],
  ])(
    'keeps feature flags in one home: ctx.features(), getState() and the store agree (basic mode %s)',
    async (basic, expected) => {
      let ctx: PluginContext | undefined
      const warnings: string[] = []
      const gangway = kernel({
        basic,
        remoteConfig: true,
        features: { swaps: true, onramp: false, send: false },
        fetch: async () => Response.json({ features: { swaps: false, onramp: true } }),
        plugins: [
          definePlugin({
            name: 'probe',
            kind: 'feature',
            setup(context) {
              ctx = context
            },
          }),
        ],
      })
      gangway.events.on('CONFIG_WARNING', ({ message }) => warnings.push(message))
      const agree = () => {
        const { features } = gangway.stores.features.getState()
        expect(ctx?.features()).toBe(features)
        expect(gangway.getState().features).toBe(features)
        expect(ctx?.stores.features.getState().features).toBe(features)
      }
      await gangway.ready
      agree()
      await gangway.setFeatures({ activity: false })
      agree()
      await gangway.open()
      await vi.waitFor(() => expect(gangway.stores.features.getState().remote).not.toBeNull())
      agree()
      expect(gangway.getState().features).toMatchObject(expected)
      expect(warnings.some((message) => message.includes('"swaps"'))).toBe(true)
      await gangway.setFeatures({ swaps: true })
      agree()
      expect(gangway.getState().features.swaps).toBe(false)
      expect(gangway.stores.features.getState().host).toEqual({
        swaps: true,
        onramp: false,
        send: false,
        activity: false,
      })
    },
  )

  it('loads a fast first view before the modal shows, so it renders without a loading state', async () => {
    const { preloadedViews } = await import('./plugin/preloadView.js')
    let definition: unknown
    const views = definePlugin({
      name: 'views',
      kind: 'view',
      setup(ctx) {
        ctx.registerView({ id: 'Connect', load: async () => ({ default: () => null }) })
        definition = ctx.stores.registry.getState().views.get('Connect')
      },
    })
    const { gangway } = withWallet(createTestWallet(), createMemoryStorage(), { plugins: [views] })
    await gangway.use(createTestChainPlugin(createTestWallet()))
    await gangway.open()
    expect(gangway.getState().view).toBe('Connect')
    expect(preloadedViews.has((definition as { load: never }).load)).toBe(true)
  })

  it('after a reload with two stored sessions the most recently connected namespace stays active', async () => {
    const sol: Network = {
      id: 'local',
      caipNetworkId: 'solana:local',
      chainNamespace: 'solana',
      name: 'Local SVM',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    }
    const solanaPlugin = definePlugin({
      name: 'test-solana',
      kind: 'chain',
      setup(ctx) {
        const result = {
          accounts: [
            {
              namespace: 'solana' as const,
              address: 'So11111111111111111111111111111111111111112',
              type: 'eoa' as const,
            },
          ],
          caipNetworkId: 'solana:local' as const,
        }
        ctx.registerChain({
          ...adapterBasics,
          namespace: 'solana',
          connect: async () => result,
          disconnect: async () => {},
          reconnect: async () => result,
        })
        ctx.registerConnectors([{ id: 'sol-wallet', name: 'Sol Wallet', type: 'announced', chain: 'solana' }])
      },
    })
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const config = {
      networks: [local, sol] as const,
      storage,
      plugins: [createTestChainPlugin(wallet), solanaPlugin],
    }
    const first = kernel(config)
    await first.ready
    await first.connect('sol-wallet')
    await first.connect('test-wallet')
    expect(first.getState().activeNamespace).toBe('eip155')
    const second = kernel(config)
    await second.ready
    expect(second.stores.accounts.getState().byNamespace.solana?.status).toBe('connected')
    expect(second.getState().activeNamespace).toBe('eip155')
    expect(second.stores.connectors.getState().recent.map((entry) => [entry.id, entry.rdns])).toEqual([
      ['test-wallet', 'dev.gangway.test'],
      ['sol-wallet', undefined],
    ])
  })
})
