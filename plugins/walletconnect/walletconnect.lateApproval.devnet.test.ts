import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Gangway } from '../../entries/plugin.js'
import type { DevChain } from '../../playground/devnet/DevChain.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { createPairingWallet } from '../../playground/devnet/relay/createPairingWallet.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { evmHostPlugins } from '../../tests/fixtures/evmHostPlugins.js'
import './index.js'
import { createRelayHost } from './test/createRelayHost.js'
import { createRelayProxy, type RelayProxy } from './test/createRelayProxy.js'
import { guardLoopback } from './test/guardLoopback.js'
import { waitUntil } from './test/waitUntil.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

/** The late-approval window of this file (30 s in the product): each test sets it before the modal closes. */
const late = vi.hoisted(() => ({ ms: 30_000 }))
vi.mock('./pairingTimings.js', async (importOriginal) => {
  const { pairingTimings } = await importOriginal<typeof import('./pairingTimings.js')>()
  return {
    pairingTimings: {
      ...pairingTimings,
      get lateApprovalMs() {
        return late.ms
      },
    },
  }
})

/** No chain is read here (nobody connects): the wallet and the dapp only need the chain's id. */
const chain: DevChain = {
  chainId: 31337,
  name: 'Devnet A',
  rpcUrl: 'http://127.0.0.1:9/',
  token: { address: '0x0000000000000000000000000000000000000001', symbol: 'DEV', decimals: 18 },
}
const networks = devNetworks({ chains: [chain] })
/** Longer than any test here: a socket that closes did not wait for the window. */
const NEVER = 10 * 60_000

let relay: Relay
let guard: ReturnType<typeof guardLoopback>
const kernels: Gangway[] = []
const wallets: PairingWallet[] = []
const proxies: RelayProxy[] = []

beforeAll(async () => {
  guard = guardLoopback()
  relay = await startRelay()
}, 60_000)
afterEach(async () => {
  for (const gangway of kernels.splice(0)) await gangway.destroy()
  for (const wallet of wallets.splice(0)) await wallet.close()
  for (const proxy of proxies.splice(0)) await proxy.close()
})
afterAll(async () => {
  await relay?.stop()
  guard?.restore()
  expect(guard.attempts).toEqual([])
})

/** A wallet that receives the proposal and approves it only when told. */
async function lateWallet() {
  let approve!: (approved: boolean) => void
  let proposed!: () => void
  const proposal = new Promise<void>((resolve) => {
    proposed = resolve
  })
  const wallet = await createPairingWallet({
    relayUrl: relay.url,
    chains: [chain],
    decide: () => {
      proposed()
      return new Promise<boolean>((resolve) => {
        approve = resolve
      })
    },
  })
  wallets.push(wallet)
  return { wallet, proposal, approve: (approved: boolean) => approve(approved) }
}

/** A dapp whose relay sockets all go through a proxy (the wallet's do not), opened on WalletConnect. */
async function dapp() {
  const proxy = await createRelayProxy(relay.url)
  proxies.push(proxy)
  const storage = createMemoryStorage()
  const gangway = createRelayHost({ relayUrl: proxy.url, networks, plugins: evmHostPlugins, storage })
  kernels.push(gangway)
  await gangway.ready
  const seen = { connected: 0, succeeded: 0, uris: [] as string[] }
  gangway.events.on('CONNECT_SUCCESS', () => {
    seen.succeeded += 1
  })
  gangway.subscribe((snapshot) => {
    if (snapshot.account?.status === 'connected') seen.connected += 1
  })
  await gangway.open()
  const api = gangway.getPlugin('walletconnect')
  if (!api?.store) throw new Error('the walletconnect plugin did not set up')
  api.store.subscribe(({ uri }) => {
    if (uri && !seen.uris.includes(uri)) seen.uris.push(uri)
  })
  const connecting = gangway.connect('walletConnect', 'eip155')
  connecting.catch(() => undefined)
  return { gangway, api, proxy, storage, seen, connecting }
}

/** What closing the modal does: the view goes away and cancels the pairing. */
function closeModal({ gangway, api }: Awaited<ReturnType<typeof dapp>>) {
  gangway.close()
  api.cancel('Modal closed')
}

describe('WalletConnect after the modal closed: the relay window for a wallet approving late', () => {
  it('ends on both sides, within the window, a session the wallet approves after the modal closed on its URI, then closes the socket', async () => {
    late.ms = 5_000
    const { wallet, proposal, approve } = await lateWallet()
    const opened = await dapp()
    const { gangway, api, proxy, storage, seen, connecting } = opened
    const uri = await waitUntil(() => api.store?.getState().uri)
    const decision = wallet.pair(uri)
    await proposal
    closeModal(opened)
    await expect(connecting).rejects.toThrow('Modal closed')
    approve(true)
    expect((await decision).approved).toBe(true)

    await waitUntil(() => wallet.sessions().length === 0)
    await waitUntil(() => api.sessionNamespaces().length === 0)
    expect(proxy.open()).toBe(1)
    expect(seen).toMatchObject({ connected: 0, succeeded: 0 })
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(api.store?.getState()).toMatchObject({ status: 'disconnected', uri: undefined })
    expect([...storage.map.values()].join()).not.toContain(wallet.address.slice(2).toLowerCase())

    await waitUntil(() => proxy.open() === 0, late.ms + 10_000)
    expect(proxy.opened()).toBe(1)
    expect(seen).toMatchObject({ connected: 0, succeeded: 0 })
    const reloaded = createRelayHost({ relayUrl: relay.url, networks, plugins: evmHostPlugins, storage })
    kernels.push(reloaded)
    await reloaded.ready
    expect(reloaded.getState().account?.status).not.toBe('connected')
  }, 40_000)

  it('closes the socket once the window ends when nobody approves, and nothing opens it again', async () => {
    late.ms = 3_000
    const { wallet, proposal } = await lateWallet()
    const opened = await dapp()
    const { proxy, api, seen } = opened
    const uri = await waitUntil(() => api.store?.getState().uri)
    void wallet.pair(uri)
    await proposal
    closeModal(opened)
    await expect(opened.connecting).rejects.toThrow('Modal closed')
    expect(proxy.open()).toBe(1)

    await waitUntil(() => proxy.open() === 0, late.ms + 10_000)
    // WalletConnect's relayer reconnects a socket it did not close itself 1 s after it closed.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(proxy.open()).toBe(0)
    expect(proxy.opened()).toBe(1)
    expect(seen.uris).toEqual([uri])
    expect(api.store?.getState()).toMatchObject({ status: 'disconnected', uri: undefined })
  }, 40_000)

  it('closes the socket at once when the modal closes before any URI was shown', async () => {
    late.ms = NEVER
    const opened = await dapp()
    const { proxy, api, seen } = opened
    proxy.stall()
    // Its first request (subscribing the pairing topic) is never answered: the socket is open, no URI is made.
    await waitUntil(() => proxy.received() > 0)
    expect(proxy.open()).toBe(1)
    expect(api.store?.getState()).toMatchObject({ status: 'connecting', uri: undefined })
    closeModal(opened)
    await expect(opened.connecting).rejects.toThrow('Modal closed')

    await waitUntil(() => proxy.open() === 0)
    expect(seen.uris).toEqual([])
    expect(api.store?.getState()).toMatchObject({ status: 'disconnected', uri: undefined })
  }, 40_000)
})
