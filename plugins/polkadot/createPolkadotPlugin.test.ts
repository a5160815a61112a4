// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { polkadotMainnet, westend } from '../../core/networks/index.js'
import { createKernel, definePlugin, type Gangway } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createPolkadotPlugin } from './createPolkadotPlugin.js'
import type { PolkadotPluginOptions } from './PolkadotPluginOptions.js'

// SS58 (prefix 42) of three keys, encoded by @polkadot/util-crypto in Node (its hashing is wrong under jsdom).
const first = '5C666VGa75UACqju7KGjD6HMfMV6RjuV2e3buw17MsqH5c7J'
const second = '5C7QSZb7p78LqGYcqbmb2VETfxPttpVkABsimRpLczd8Ycnk'
const third = '5C8indufX8nXThMLZtGSqtBZgZJhMu61HjhqcvdZt7Qz1cCF'
const westendGenesis = '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e'
const kusamaGenesis = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'
const signature = `0x${'ab'.repeat(64)}`
const page = window as Window & { injectedWeb3?: Record<string, unknown> }
const made: Gangway[] = []

interface FakeOptions {
  accounts?: unknown
  enable?: () => Promise<unknown>
  signRaw?: (payload: { address: string; data: string; type: string }) => Promise<unknown>
}

function fakeSource(options: FakeOptions = {}) {
  const calls: unknown[][] = []
  let listener: ((accounts: unknown) => void) | undefined
  const injected = {
    accounts: {
      get: async () => options.accounts ?? [{ address: first, genesisHash: null }],
      subscribe: (next: (accounts: unknown) => void) => {
        listener = next
        return () => {
          listener = undefined
        }
      },
    },
    signer: {
      signRaw: async (payload: { address: string; data: string; type: string }) => {
        calls.push(['signRaw', payload])
        return options.signRaw ? options.signRaw(payload) : { id: 1, signature }
      },
    },
  }
  const source = {
    version: '1.0.0',
    name: 'Fake Polkadot',
    rdns: 'test.fake.polkadot',
    icon: 'data:image/svg+xml,%3Csvg%2F%3E',
    enable: (appName: string) => {
      calls.push(['enable', appName])
      return options.enable ? options.enable() : Promise.resolve(injected)
    },
  }
  return { source, calls, emit: (accounts: unknown) => listener?.(accounts) }
}

function start(options: PolkadotPluginOptions = {}, storage = createMemoryStorage(), provider?: unknown) {
  const pairing = definePlugin({
    name: 'test-pairing',
    kind: 'feature',
    setup(ctx) {
      ctx.registerConnectors([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'polkadot', provider },
      ])
    },
  })
  const gangway = createKernel(
    {
      projectId: 'test',
      metadata: { name: 'Polkadot Test', description: '', url: 'http://localhost', icons: [] },
      networks: [polkadotMainnet, westend],
      plugins: [
        createPolkadotPlugin({ reconnectTimeoutMs: 200, registerTimeoutMs: 0, ...options }),
        ...(provider ? [pairing] : []),
      ],
      storage,
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  return gangway
}
const polkadot = (gangway: Gangway) => gangway.stores.accounts.getState().byNamespace.polkadot
const connectors = (gangway: Gangway) =>
  gangway.stores.connectors.getState().connectors.filter((item) => item.chain === 'polkadot')

afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  page.injectedWeb3 = {}
})

describe('the polkadot plugin over window.injectedWeb3', () => {
  it('lists one injected connector per usable source, read defensively, with its rdns and a safe icon', async () => {
    const good = fakeSource()
    const hostile: Record<string, unknown> = {
      'fake-ext': good.source,
      'polkadot-js': { version: '0.1', enable: async () => ({}) },
      broken: 42,
      'no-enable': { version: '1' },
      'bad icon': { enable: async () => ({}) },
      script: { name: 'Script', icon: 'javascript:alert(1)', rdns: 'not an rdns', enable: async () => ({}) },
    }
    Object.defineProperty(hostile, 'throws', {
      enumerable: true,
      get() {
        throw new TypeError('hostile getter')
      },
    })
    for (let index = 0; index < 500; index += 1) hostile[`filler-${index}`] = { enable: async () => ({}) }
    page.injectedWeb3 = hostile
    const gangway = start()
    await gangway.ready
    const listed = connectors(gangway)
    expect(
      listed.slice(0, 3).map((item) => [item.id, item.name, item.type, item.info?.rdns, item.imageUrl]),
    ).toEqual([
      ['fake-ext', 'Fake Polkadot', 'injected', 'test.fake.polkadot', good.source.icon],
      ['polkadot-js', 'polkadot{.js}', 'injected', undefined, undefined],
      ['script', 'Script', 'injected', undefined, undefined],
    ])
    expect(listed.length).toBeLessThanOrEqual(32)
  })

  it('connects: drops an account with a bad address and one bound to another chain, and signs with signRaw', async () => {
    const fake = fakeSource({
      accounts: [
        { address: `${first.slice(0, -1)}${first.endsWith('a') ? 'b' : 'a'}` },
        { address: '0x1234' },
        { address: second, genesisHash: kusamaGenesis },
        { address: first, genesisHash: null },
        { address: third, genesisHash: 'not a hash' },
        'garbage',
      ],
    })
    page.injectedWeb3 = { 'fake-ext': fake.source }
    const gangway = start()
    await gangway.ready
    const result = await gangway.connect('fake-ext', 'polkadot')
    expect(result.accounts.map((account) => [account.address, account.type])).toEqual([[first, 'eoa']])
    expect(result.walletInfo).toMatchObject({ name: 'Fake Polkadot', identifier: 'test.fake.polkadot' })
    expect(polkadot(gangway)).toMatchObject({
      status: 'connected',
      address: first,
      caipAddress: `${polkadotMainnet.caipNetworkId}:${first}`,
    })
    expect(fake.calls[0]).toEqual(['enable', 'Polkadot Test'])
    expect(await gangway.signMessage('Hello', 'polkadot')).toBe(signature)
    expect(fake.calls.at(-1)).toEqual(['signRaw', { address: first, data: '0x48656c6c6f', type: 'bytes' }])
  })

  it("reports a refused enable as the catalogue's rejection and an empty account list as no account", async () => {
    const refused = fakeSource({
      enable: () => Promise.reject(Object.assign(new Error('Rejected'), { code: 4001 })),
    })
    const empty = fakeSource({ accounts: [{ address: second, genesisHash: kusamaGenesis }] })
    page.injectedWeb3 = { refused: refused.source, empty: empty.source }
    const gangway = start()
    await gangway.ready
    await expect(gangway.connect('refused', 'polkadot')).rejects.toMatchObject({
      message: 'Connection rejected',
    })
    await expect(gangway.connect('empty', 'polkadot')).rejects.toMatchObject({
      message: 'The wallet returned no account',
    })
    expect(polkadot(gangway)?.status ?? 'disconnected').toBe('disconnected')
  })

  it('gives up on a signRaw that never answers at its deadline, and maps a refusal to 4001', async () => {
    let refuse = false
    const fake = fakeSource({
      signRaw: () => (refuse ? Promise.reject(new Error('Cancelled')) : new Promise(() => undefined)),
    })
    page.injectedWeb3 = { 'fake-ext': fake.source }
    const gangway = start({ requestTimeoutMs: 50 })
    await gangway.ready
    await gangway.connect('fake-ext', 'polkadot')
    await expect(gangway.signMessage('never', 'polkadot')).rejects.toMatchObject({
      message: 'The wallet returned no signature',
    })
    refuse = true
    await expect(gangway.signMessage('no', 'polkadot')).rejects.toMatchObject({
      code: 4001,
      message: 'The user rejected the request.',
    })
    expect(polkadot(gangway)).toMatchObject({ status: 'connected', address: first })
  })

  it('follows the wallet: accounts changed, then disconnected when the list empties', async () => {
    const fake = fakeSource({ accounts: [{ address: first }, { address: second }] })
    page.injectedWeb3 = { 'fake-ext': fake.source }
    const gangway = start()
    await gangway.ready
    await gangway.connect('fake-ext', 'polkadot')
    fake.emit([{ address: second }, { address: 'bad' }, { address: first }])
    expect(polkadot(gangway)).toMatchObject({ address: second })
    expect(polkadot(gangway)?.allAccounts.map((account) => account.address)).toEqual([second, first])
    fake.emit([])
    expect(polkadot(gangway)?.status ?? 'disconnected').toBe('disconnected')
  })

  it('switches network: an account bound to Westend is used only there, the unbound one again on Polkadot', async () => {
    const fake = fakeSource({
      accounts: [{ address: second, genesisHash: westendGenesis }, { address: first }],
    })
    page.injectedWeb3 = { 'fake-ext': fake.source }
    const gangway = start()
    await gangway.ready
    await gangway.connect('fake-ext', 'polkadot')
    expect(polkadot(gangway)).toMatchObject({ address: first })
    await gangway.switchNetwork(westend)
    await expect.poll(() => polkadot(gangway)?.address).toBe(second)
    expect(polkadot(gangway)).toMatchObject({ caipAddress: `${westend.caipNetworkId}:${second}` })
    await gangway.switchNetwork(polkadotMainnet)
    await expect.poll(() => polkadot(gangway)?.address).toBe(first)
    expect(polkadot(gangway)).toMatchObject({ caipAddress: `${polkadotMainnet.caipNetworkId}:${first}` })
  })

  it('reconnects an authorised source silently after a reload, and stays disconnected when enabling would prompt', async () => {
    const storage = createMemoryStorage()
    const fake = fakeSource()
    page.injectedWeb3 = { 'fake-ext': fake.source }
    const before = start({}, storage)
    await before.ready
    await before.connect('fake-ext', 'polkadot')
    await before.destroy()
    const after = start({}, storage)
    await after.ready
    expect(polkadot(after)).toMatchObject({ status: 'connected', address: first })

    await after.destroy()
    const prompting = fakeSource({ enable: () => new Promise(() => undefined) })
    page.injectedWeb3 = { 'fake-ext': prompting.source }
    const again = start({}, storage)
    await again.ready
    expect(polkadot(again)?.status ?? 'disconnected').toBe('disconnected')
  })

  it('drives a WalletConnect connector of the namespace: polkadot_getAccounts, polkadot_signMessage, events, reload', async () => {
    const requests: unknown[] = []
    const listeners = new Map<string, (value: unknown) => void>()
    const provider = {
      request: async (args: { method: string; params?: unknown }) => {
        requests.push(args)
        if (args.method === 'polkadot_getAccounts') return [{ address: first }, { address: 'nope' }]
        if (args.method === 'polkadot_signMessage') return { signature }
        throw Object.assign(new Error('unsupported'), { code: 4200 })
      },
      on: (event: string, listener: (value: unknown) => void) => void listeners.set(event, listener),
      removeListener: (event: string) => void listeners.delete(event),
    }
    page.injectedWeb3 = {}
    const storage = createMemoryStorage()
    const gangway = start({}, storage, provider)
    await gangway.ready
    const result = await gangway.connect('walletConnect', 'polkadot')
    expect(result).toMatchObject({ accounts: [{ address: first }], walletInfo: { type: 'WALLET_CONNECT' } })
    expect(await gangway.signMessage('Hi', 'polkadot')).toBe(signature)
    expect(requests.at(-1)).toEqual({
      method: 'polkadot_signMessage',
      params: { address: first, message: 'Hi', data: '0x4869', type: 'bytes' },
    })
    listeners.get('chainChanged')?.(westend.caipNetworkId)
    expect(gangway.stores.networks.getState().active.polkadot).toBe(westend.caipNetworkId)
    listeners.get('accountsChanged')?.([second, 'bad'])
    expect(polkadot(gangway)).toMatchObject({ address: second })
    await gangway.destroy()

    const reloaded = start({ registerTimeoutMs: 500 }, storage, provider)
    await reloaded.ready
    expect(polkadot(reloaded)).toMatchObject({ status: 'connected', address: first })
    listeners.get('disconnect')?.(undefined)
    expect(polkadot(reloaded)?.status ?? 'disconnected').toBe('disconnected')
  })
})
