// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type Network } from '../../entries/plugin.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createEip155Plugin } from './createEip155Plugin.js'
import type { Eip155PluginOptions } from './Eip155PluginOptions.js'
import { announceWallet } from './test/announceWallet.js'
import { storedConnectorId } from './test/storedConnectorId.js'

const devnetA: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
}
const zeroBalance = async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' }))
const page = window as Window & { ethereum?: unknown }
const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  delete page.ethereum
})

const wallet = (index: number) =>
  createDevWalletProvider({
    chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9/unused' }],
    privateKeys: [devAccounts[index]!.privateKey],
  })

const announce = (...args: Parameters<typeof announceWallet>) => {
  cleanups.push(announceWallet(...args))
}

async function start(options: Eip155PluginOptions = {}, storage = createMemoryStorage()) {
  const gangway: Gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      plugins: [createEip155Plugin(options)],
      storage,
      remoteConfig: false,
      fetch: zeroBalance,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  cleanups.push(() => gangway.destroy())
  await gangway.ready
  return gangway
}

const listed = (gangway: Gangway) =>
  gangway.stores.connectors
    .getState()
    .connectors.filter((connector) => connector.chain === 'eip155')
    .map(({ id, name, type, imageUrl, info }) => ({ id, name, type, imageUrl, rdns: info?.rdns }))

describe('eip155 wallet discovery in a page (EIP-6963 keyed by uuid, rdns clashes, hostile announcements, legacy injection)', () => {
  it('lists two announced wallets with their info, and each connects to its own provider', async () => {
    const [first, second] = [wallet(0), wallet(1)]
    announce(window, first, { rdns: 'dev.gangway.first', name: 'First', icon: 'data:image/png;base64,AA==' })
    announce(window, second, { rdns: 'dev.gangway.second', name: 'Second' })
    const gangway = await start()
    expect(listed(gangway)).toEqual([
      {
        id: 'dev.gangway.first',
        name: 'First',
        type: 'announced',
        imageUrl: 'data:image/png;base64,AA==',
        rdns: 'dev.gangway.first',
      },
      expect.objectContaining({ id: 'dev.gangway.second', name: 'Second', rdns: 'dev.gangway.second' }),
    ])
    await gangway.connect('dev.gangway.second')
    expect(gangway.getState().account?.address).toBe(devAccounts[1]!.address)
    expect([first.authorised, second.authorised]).toEqual([false, true])
    await gangway.disconnect()
    await gangway.connect('dev.gangway.first')
    expect(gangway.getState().account?.address).toBe(devAccounts[0]!.address)
    expect(gangway.getState().account?.connectedWalletInfo).toMatchObject({
      name: 'First',
      identifier: 'dev.gangway.first',
    })
  })

  it('lists a wallet announced again under the same uuid once', async () => {
    const first = wallet(0)
    announce(window, first, { rdns: 'dev.gangway.same', name: 'Same' })
    const gangway = await start()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listed(gangway).map((item) => [item.id, item.name])).toEqual([['dev.gangway.same', 'Same']])
  })

  it('lists both wallets announcing the same rdns, each connecting its own provider', async () => {
    const [first, second] = [wallet(0), wallet(1)]
    announce(window, first, { rdns: 'dev.gangway.same', name: 'Same' })
    announce(window, second, { rdns: 'dev.gangway.same', name: 'Same again' })
    const gangway = await start()
    const ids = listed(gangway).map((item) => item.id)
    expect(listed(gangway).map((item) => [item.name, item.rdns])).toEqual([
      ['Same', 'dev.gangway.same'],
      ['Same again', 'dev.gangway.same'],
    ])
    expect(ids[0]).toBe('dev.gangway.same')
    expect(ids[1]).toMatch(/^dev\.gangway\.same~[0-9a-z]+$/)
    await gangway.connect(ids[1]!)
    expect(gangway.getState().account?.address).toBe(devAccounts[1]!.address)
    await gangway.disconnect()
    await gangway.connect(ids[0]!)
    expect(gangway.getState().account?.address).toBe(devAccounts[0]!.address)
  })

  it('after a reload where wallets sharing an rdns announce in the opposite order, reconnects the one chosen', async () => {
    const storage = createMemoryStorage()
    const [impostor, real] = [wallet(0), wallet(1)]
    const stops = [
      announceWallet(window, impostor, { rdns: 'io.metamask', name: 'MetaMask Impostor' }),
      announceWallet(window, real, { rdns: 'io.metamask', name: 'MetaMask' }),
    ]
    cleanups.push(...stops)
    const first = await start({}, storage)
    const chosen = listed(first).find((item) => item.name === 'MetaMask')!
    await first.connect(chosen.id)
    expect(storedConnectorId(storage)).not.toBe('io.metamask')
    for (const stop of stops) stop()
    await first.destroy()
    announce(window, real, { rdns: 'io.metamask', name: 'MetaMask' })
    announce(window, impostor, { rdns: 'io.metamask', name: 'MetaMask Impostor' })
    const second = await start({}, storage)
    expect(second.getState().account).toMatchObject({ status: 'connected', address: devAccounts[1]!.address })
  })

  it('after a reload where an impostor announces the stored rdns first, reconnects the wallet chosen, not the impostor', async () => {
    const storage = createMemoryStorage()
    const real = wallet(0)
    const stop = announceWallet(window, real, { rdns: 'io.metamask', name: 'MetaMask' })
    cleanups.push(stop)
    const first = await start({}, storage)
    await first.connect('io.metamask')
    stop()
    await first.destroy()
    const impostor = {
      request: async ({ method }: { readonly method: string }) =>
        method === 'eth_chainId' ? '0x7a69' : [devAccounts[5]!.address],
    }
    announce(window, impostor, { rdns: 'io.metamask', name: 'MetaMask Wallet' })
    announce(window, real, { rdns: 'io.metamask', name: 'MetaMask' })
    const second = await start({}, storage)
    expect(second.getState().account).toMatchObject({ status: 'connected', address: devAccounts[0]!.address })
  })

  it('survives hostile announcements (throwing proxies and getters, frozen objects, huge strings) and lists the others', async () => {
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error)
    window.addEventListener('error', onError)
    cleanups.push(() => window.removeEventListener('error', onError))
    const boom = () => {
      throw new Error('boom')
    }
    const trap = new Proxy({}, { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom })
    const info = (name: string, rdns = `dev.gangway.${name}`) => ({
      uuid: crypto.randomUUID(),
      name,
      icon: '',
      rdns,
    })
    const good = wallet(0)
    const details: unknown[] = [
      trap,
      null,
      'detail',
      { info: null, provider: good },
      { info: trap, provider: good },
      Object.defineProperty({ provider: good }, 'info', { get: boom }),
      Object.defineProperty({ info: info('getter') }, 'provider', { get: boom }),
      { info: info('trap'), provider: trap },
      { info: info('request'), provider: Object.defineProperty({}, 'request', { get: boom }) },
      {
        info: {
          ...info('throwing-name'),
          get name() {
            return boom()
          },
        },
        provider: good,
      },
      Object.freeze({ info: Object.freeze(info('frozen')), provider: Object.freeze(wallet(1)) }),
      { info: info('x'.repeat(1_000_000), 'dev.gangway.huge'), provider: wallet(2) },
      { info: info('long-rdns', 'r'.repeat(100_000)), provider: wallet(3) },
    ]
    const gangway = await start()
    for (const detail of details)
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce(window, good, { rdns: 'dev.gangway.good', name: 'Good' })
    expect(errors).toEqual([])
    const items = listed(gangway)
    expect(items.map((item) => item.rdns)).toEqual([
      'dev.gangway.frozen',
      'dev.gangway.huge',
      undefined,
      'dev.gangway.good',
    ])
    expect(items[1]!.name).toBe('x'.repeat(64))
    expect(items[2]).toMatchObject({ name: 'long-rdns', type: 'announced' })
    await gangway.connect('dev.gangway.good')
    expect(gangway.getState().account?.address).toBe(devAccounts[0]!.address)
  })

  it.each([
    [
      'a getter that throws',
      {
        get: () => {
          throw new Error('boom')
        },
        configurable: true,
      },
    ],
    [
      'a proxy that throws on every access',
      {
        value: new Proxy(
          {},
          {
            get: () => {
              throw new Error('boom')
            },
            has: () => {
              throw new Error('boom')
            },
            ownKeys: () => {
              throw new Error('boom')
            },
          },
        ),
        configurable: true,
        writable: true,
      },
    ],
  ])('survives window.ethereum as %s', async (_case, descriptor) => {
    Object.defineProperty(page, 'ethereum', descriptor)
    announce(window, wallet(0), { rdns: 'dev.gangway.good', name: 'Good' })
    const gangway = await start()
    expect(listed(gangway).map((item) => item.id)).toEqual(['dev.gangway.good'])
    await gangway.connect('dev.gangway.good')
    expect(gangway.getState().account?.address).toBe(devAccounts[0]!.address)
  })

  const provider = (flags: Record<string, boolean> = {}) => ({ request: async () => [], ...flags })

  it.each([
    ['no wallet is announced', provider({ isMetaMask: true }), [], true],
    ['an announced wallet has the same provider object', 'same', ['dev.gangway.x'], false],
    [
      'MetaMask is announced and it only says isMetaMask',
      provider({ isMetaMask: true }),
      ['io.metamask'],
      false,
    ],
    [
      'Rabby is announced and it says isRabby and isMetaMask',
      provider({ isRabby: true, isMetaMask: true }),
      ['io.rabby'],
      false,
    ],
    [
      'only MetaMask is announced but it says isRabby too',
      provider({ isRabby: true, isMetaMask: true }),
      ['io.metamask'],
      true,
    ],
    [
      'MetaMask is announced but it also sets an unknown flag',
      provider({ isMetaMask: true, isTokenPocket: true }),
      ['io.metamask'],
      true,
    ],
    ['another wallet is announced and it has no flags', provider(), ['dev.gangway.x'], true],
  ])('lists window.ethereum when %s: %s', async (_case, injected, rdnsList, shown) => {
    const announced = rdnsList.map((rdns) => ({ rdns, provider: wallet(0) }))
    page.ethereum = injected === 'same' ? announced[0]!.provider : injected
    for (const item of announced) announce(window, item.provider, { rdns: item.rdns })
    const gangway = await start()
    const legacy = listed(gangway).filter((item) => item.id === 'injected')
    expect(legacy).toEqual(
      shown ? [expect.objectContaining({ type: 'injected', name: 'Browser Wallet' })] : [],
    )
  })

  it('adds wallets announced after start-up, and drops the legacy entry once an announced wallet claims it', async () => {
    const legacy = wallet(2)
    page.ethereum = legacy
    const gangway = await start()
    expect(listed(gangway).map((item) => item.id)).toEqual(['injected'])
    announce(window, wallet(1), { rdns: 'dev.gangway.late' })
    expect(listed(gangway).map((item) => item.id)).toEqual(['dev.gangway.late', 'injected'])
    announce(window, legacy, { rdns: 'dev.gangway.legacy' })
    expect(listed(gangway).map((item) => item.id)).toEqual(['dev.gangway.late', 'dev.gangway.legacy'])
    await gangway.connect('dev.gangway.legacy')
    expect(gangway.getState().account?.address).toBe(devAccounts[2]!.address)
  })

  it('reconnects a stored wallet that announces itself shortly after start-up, without a prompt', async () => {
    const storage = createMemoryStorage()
    const slow = wallet(3)
    const stop = announceWallet(window, slow, { rdns: 'dev.gangway.slow' })
    const first = await start({}, storage)
    await first.connect('dev.gangway.slow')
    stop()
    await first.destroy()
    const announced = new Promise<void>((resolve) =>
      setTimeout(() => {
        announce(window, slow, { rdns: 'dev.gangway.slow' })
        resolve()
      }, 100),
    )
    const second = await start({ announceTimeoutMs: 2_000 }, storage)
    await announced
    expect(second.getState().account).toMatchObject({ status: 'connected', address: devAccounts[3]!.address })
  })

  it('gives up on a stored wallet that never announces itself, and clears the stored connection', async () => {
    const storage = createMemoryStorage()
    const gone = wallet(4)
    const stop = announceWallet(window, gone, { rdns: 'dev.gangway.gone' })
    const first = await start({}, storage)
    await first.connect('dev.gangway.gone')
    expect(storedConnectorId(storage)).toBe('dev.gangway.gone')
    stop()
    await first.destroy()
    const started = Date.now()
    const second = await start({ announceTimeoutMs: 150 }, storage)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(second.getState().account?.status).toBe('disconnected')
    expect(storedConnectorId(storage)).toBeUndefined()
  })
})
