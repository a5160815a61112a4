// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type Network } from '../../core/index.js'
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

describe('eip155 wallet discovery in a page (EIP-6963 first, rdns dedupe, legacy injection)', () => {
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

  it('lists a wallet announced twice under the same rdns once, with the first provider', async () => {
    const [first, copy] = [wallet(0), wallet(1)]
    announce(window, first, { rdns: 'dev.gangway.same', name: 'Same' })
    announce(window, copy, { rdns: 'dev.gangway.same', name: 'Same again' })
    const gangway = await start()
    expect(listed(gangway).map((item) => [item.id, item.name])).toEqual([['dev.gangway.same', 'Same']])
    await gangway.connect('dev.gangway.same')
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
