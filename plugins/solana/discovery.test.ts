// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, definePlugin, type Gangway, type Network } from '../../entries/plugin.js'
import { solanaDevAccounts } from '../../playground/devnet/solana/solanaDevAccounts.js'
import { createSolanaDevWallet } from '../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSolanaPlugin } from './createSolanaPlugin.js'
import type { SolanaPluginOptions } from './SolanaPluginOptions.js'
import { storedConnectorId } from './test/storedConnectorId.js'

const local: Network = {
  id: 'LocaLLocaLLocaLLocaLLocaLLocaL11',
  caipNetworkId: 'solana:LocaLLocaLLocaLLocaLLocaLLocaL11',
  chainNamespace: 'solana',
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
}
const zeroBalance = async () =>
  new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 0 } }))
const page = window as Window & { solana?: unknown; phantom?: { solana?: unknown } }
const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  delete page.solana
  delete page.phantom
})

const wallet = (
  index: number,
  name = `Wallet ${index}`,
  chains: `solana:${string}`[] = ['solana:LocaLLocaLLocaLLocaLLocaLLocaL11'],
) =>
  createSolanaDevWallet({
    name,
    chains: chains.map((chain) => ({ chain, rpcUrl: 'http://127.0.0.1:9/unused' })),
    secretKeys: [solanaDevAccounts[index]!.secretKey],
  })

const register = (...args: Parameters<typeof registerSolanaDevWallet>) => {
  const uninstall = registerSolanaDevWallet(...args)
  cleanups.push(uninstall)
  return uninstall
}

function injectedProvider(index: number, flags: Record<string, boolean> = {}) {
  const address = solanaDevAccounts[index]!.address
  let trusted = false
  const provider = {
    ...flags,
    publicKey: null as { toString(): string } | null,
    async connect(options?: { onlyIfTrusted?: boolean }) {
      if (options?.onlyIfTrusted && !trusted)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      trusted = true
      provider.publicKey = { toString: () => address }
      return { publicKey: provider.publicKey }
    },
    async disconnect() {
      provider.publicKey = null
    },
    on: () => undefined,
    off: () => undefined,
    async signTransaction<T>(transaction: T) {
      return transaction
    },
    forget: () => {
      trusted = false
    },
  }
  return provider
}

const evmTwin = (name: string, rdns: string) =>
  definePlugin({
    name: 'test-eip155-connectors',
    kind: 'feature',
    setup(ctx) {
      ctx.registerConnectors([{ id: rdns, name, type: 'announced', chain: 'eip155', info: { rdns } }])
    },
  })

async function start(
  options: SolanaPluginOptions = {},
  storage = createMemoryStorage(),
  extra: ReturnType<typeof evmTwin>[] = [],
) {
  const gangway: Gangway = createKernel(
    {
      projectId: 'test',
      networks: [local],
      plugins: [createSolanaPlugin(options), ...extra],
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

const listed = (gangway: Gangway, chain = 'solana') =>
  gangway.stores.connectors
    .getState()
    .connectors.filter((connector) => connector.chain === chain)
    .map(({ id, name, type, imageUrl, info }) => ({ id, name, type, imageUrl, rdns: info?.rdns }))

describe('solana wallet discovery in a page (Wallet Standard first, injected fallback, dedupe)', () => {
  it('lists Wallet Standard wallets registered before and after start-up, each connecting to its own keys', async () => {
    const [early, late] = [wallet(0, 'Early'), wallet(1, 'Late')]
    register(early)
    const gangway = await start()
    expect(listed(gangway)).toEqual([
      { id: 'Early', name: 'Early', type: 'announced', imageUrl: early.icon, rdns: undefined },
    ])
    register(late)
    expect(listed(gangway).map((item) => item.id)).toEqual(['Early', 'Late'])
    await gangway.connect('Late', 'solana')
    expect(gangway.getState().account).toMatchObject({
      address: solanaDevAccounts[1]!.address,
      connectedWalletInfo: { name: 'Late', identifier: 'Late', type: 'announced' },
    })
    expect([early.authorised, late.authorised]).toEqual([false, true])
  })

  it('lists a wallet once when it registers twice or under a name already taken, and drops it when it unregisters', async () => {
    const first = wallet(0, 'Twin')
    register(first)
    register(first)
    register(wallet(1, 'Twin'))
    const leaving = register(wallet(2, 'Leaving'))
    const gangway = await start()
    expect(listed(gangway).map((item) => item.id)).toEqual(['Twin', 'Leaving'])
    leaving()
    expect(listed(gangway).map((item) => item.id)).toEqual(['Twin'])
    await gangway.connect('Twin', 'solana')
    expect(gangway.getState().account?.address).toBe(solanaDevAccounts[0]!.address)
  })

  it('ignores wallets without standard:connect or without a solana chain', async () => {
    const sui = { ...wallet(0, 'Sui Only'), chains: ['sui:mainnet'] }
    const noConnect = { ...wallet(1, 'No Connect'), features: {} }
    register(sui as never)
    register(noConnect as never)
    expect(listed(await start())).toEqual([])
  })

  it('survives hostile wallets (throwing proxies, getters and callbacks, huge names) and lists the others', async () => {
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error)
    window.addEventListener('error', onError)
    cleanups.push(() => window.removeEventListener('error', onError))
    const boom = () => {
      throw new Error('boom')
    }
    const trap = new Proxy({}, { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom })
    const gangway = await start()
    const hostile: unknown[] = [
      trap,
      Object.defineProperty({ ...wallet(0, 'Features') }, 'features', { get: boom }),
      Object.defineProperty({ ...wallet(0, 'Name') }, 'name', { get: boom }),
      { ...wallet(0, 'Chains'), chains: trap },
      { ...wallet(0, 'Connect'), features: { 'standard:connect': trap } },
      Object.freeze(wallet(1, 'Frozen')),
      wallet(2, 'x'.repeat(1_000_000)),
    ]
    for (const item of hostile)
      window.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: ({ register }: { register: (...wallets: unknown[]) => unknown }) => register(item),
        }),
      )
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: boom }))
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: trap }))
    register(wallet(3, 'Good'))
    expect(errors).toEqual([])
    expect(listed(gangway).map((item) => item.id)).toEqual(['Frozen', 'x'.repeat(64), 'Good'])
    await gangway.connect('Good', 'solana')
    expect(gangway.getState().account?.address).toBe(solanaDevAccounts[3]!.address)
  })

  it.each([
    ['window.solana', 'solana'],
    ['window.phantom', 'phantom'],
  ] as const)('survives %s as a getter that throws or a throwing proxy', async (_case, key) => {
    const boom = () => {
      throw new Error('boom')
    }
    Object.defineProperty(page, key, { get: boom, configurable: true })
    register(wallet(3, 'Good'))
    const gangway = await start()
    expect(listed(gangway).map((item) => item.id)).toEqual(['Good'])
    Object.defineProperty(page, key, {
      value:
        key === 'phantom'
          ? { solana: new Proxy({}, { get: boom, has: boom }) }
          : new Proxy({}, { get: boom }),
      configurable: true,
      writable: true,
    })
    register(wallet(4, 'Later'))
    expect(listed(gangway).map((item) => item.id)).toEqual(['Good', 'Later'])
    await gangway.connect('Good', 'solana')
    expect(gangway.getState().account?.address).toBe(solanaDevAccounts[3]!.address)
  })

  it.each([
    ['window.phantom.solana flagged isPhantom', 'phantom', { isPhantom: true }, 'Phantom'],
    ['window.solana without flags', 'solana', {}, 'Browser Wallet'],
  ] as const)('lists the injected provider (%s) as injected', async (_case, where, flags, name) => {
    const provider = injectedProvider(3, flags)
    if (where === 'phantom') page.phantom = { solana: provider }
    else page.solana = provider
    const gangway = await start()
    expect(listed(gangway)).toEqual([
      expect.objectContaining({
        id: name === 'Phantom' ? 'Phantom' : 'solana-injected',
        name,
        type: 'injected',
      }),
    ])
    await gangway.connect(listed(gangway)[0]!.id, 'solana')
    expect(gangway.getState().account).toMatchObject({
      address: solanaDevAccounts[3]!.address,
      connectedWalletInfo: { name, type: 'injected' },
    })
  })

  it('drops the injected Phantom once Phantom registers through the Wallet Standard', async () => {
    page.phantom = { solana: injectedProvider(3, { isPhantom: true }) }
    const gangway = await start()
    expect(listed(gangway).map(({ id, type }) => [id, type])).toEqual([['Phantom', 'injected']])
    register(wallet(4, 'Phantom'))
    expect(listed(gangway).map(({ id, type }) => [id, type])).toEqual([['Phantom', 'announced']])
    await gangway.connect('Phantom', 'solana')
    expect(gangway.getState().account?.address).toBe(solanaDevAccounts[4]!.address)
  })

  it('gives a wallet that also has an EVM connector its rdns, so the Connect view shows it once, even when the EVM side comes later', async () => {
    register(wallet(0, 'Gangway Dev Wallet'))
    const both = await start({}, createMemoryStorage(), [evmTwin('Gangway Dev Wallet', 'dev.gangway.wallet')])
    expect(listed(both)).toEqual([
      expect.objectContaining({ id: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' }),
    ])
    expect(listed(both, 'eip155')).toEqual([expect.objectContaining({ rdns: 'dev.gangway.wallet' })])
    await both.connect('Gangway Dev Wallet', 'solana')
    expect(both.getState().account?.connectedWalletInfo).toMatchObject({ identifier: 'dev.gangway.wallet' })
    await both.destroy()
    const later = await start()
    expect(listed(later)[0]?.rdns).toBeUndefined()
    await later.use(evmTwin('gangway dev wallet', 'dev.gangway.wallet'))
    expect(listed(later)[0]?.rdns).toBe('dev.gangway.wallet')
  })

  it('reconnects a stored wallet that registers shortly after start-up, silently', async () => {
    const storage = createMemoryStorage()
    const slow = wallet(5, 'Slow')
    const uninstall = register(slow)
    const first = await start({}, storage)
    await first.connect('Slow', 'solana')
    uninstall()
    await first.destroy()
    const registered = new Promise<void>((resolve) =>
      setTimeout(() => {
        register(slow)
        resolve()
      }, 100),
    )
    const second = await start({ registerTimeoutMs: 2_000 }, storage)
    await registered
    expect(second.getState().account).toMatchObject({
      status: 'connected',
      address: solanaDevAccounts[5]!.address,
    })
  })

  it('reconnects a trusted injected provider with onlyIfTrusted, and drops it once it no longer trusts the site', async () => {
    const storage = createMemoryStorage()
    const provider = injectedProvider(6, { isPhantom: true })
    page.phantom = { solana: provider }
    const first = await start({}, storage)
    await first.connect('Phantom', 'solana')
    await first.destroy()
    const second = await start({}, storage)
    expect(second.getState().account).toMatchObject({
      status: 'connected',
      address: solanaDevAccounts[6]!.address,
    })
    await second.destroy()
    provider.forget()
    const third = await start({}, storage)
    expect(third.getState().account?.status).toBe('disconnected')
    expect(storedConnectorId(storage)).toBeUndefined()
  })

  it('gives up on a stored wallet that never registers, and clears the stored connection', async () => {
    const storage = createMemoryStorage()
    const uninstall = register(wallet(7, 'Gone'))
    const first = await start({}, storage)
    await first.connect('Gone', 'solana')
    uninstall()
    await first.destroy()
    const started = Date.now()
    const second = await start({ registerTimeoutMs: 150 }, storage)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(second.getState().account?.status).toBe('disconnected')
    expect(storedConnectorId(storage)).toBeUndefined()
  })
})
