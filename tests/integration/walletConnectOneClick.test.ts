import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createGangway } from '../../entries/gangway.js'
import { createHttpClient, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { createPairingWallet } from '../../playground/devnet/relay/createPairingWallet.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createServerMessenger } from '../../plugins/siwx/createServerMessenger.js'
import { createSiwxPlugin } from '../../plugins/siwx/createSiwxPlugin.js'
import { guardLoopback } from '../../plugins/walletconnect/test/guardLoopback.js'
import { waitUntil } from '../../plugins/walletconnect/test/waitUntil.js'
import { startServer } from '../../server/test/startServer.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import { evmHostPlugins } from '../fixtures/evmHostPlugins.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

const PAGE = new URL('http://localhost:3000/app')
let devnet: Devnet
let relay: Relay
let server: Awaited<ReturnType<typeof startServer>>
let guard: ReturnType<typeof guardLoopback>
const kernels: Gangway[] = []
const wallets: PairingWallet[] = []

beforeAll(async () => {
  guard = guardLoopback()
  ;[devnet, relay, server] = await Promise.all([
    startDevnet(),
    startRelay(),
    startServer({ projects: [{ id: 'gangway-test', allowedOrigins: ['http://localhost:*'] }] }),
  ])
}, 60_000)
afterEach(async () => {
  for (const gangway of kernels.splice(0)) await gangway.destroy()
  for (const wallet of wallets.splice(0)) await wallet.close()
})
afterAll(async () => {
  expect(server?.errors).toEqual([])
  await Promise.all([relay?.stop(), devnet?.stop(), server?.stop()])
  guard?.restore()
  expect(guard.attempts).toEqual([])
})

async function wallet(oneClickAuth: boolean | 'reject') {
  const made = await createPairingWallet({ relayUrl: relay.url, chains: devnet.chains, oneClickAuth })
  wallets.push(made)
  return made
}

/** A dapp with WalletConnect and SIWX over the Gangway server (`siwx` undefined: SIWX off). */
async function kernel(siwx: boolean) {
  const api = `${server.url}/gangway/api`
  const http = createHttpClient({
    baseUrl: api,
    projectId: 'gangway-test',
    sdkType: 'gangway',
    sdkVersion: 'test',
  })
  const gangway = createGangway({
    projectId: 'gangway-test',
    metadata: { name: 'Gangway test', description: 'A test dapp', url: 'http://127.0.0.1', icons: [] },
    networks: devNetworks(devnet) as GangwayConfig['networks'],
    plugins: [...evmHostPlugins, createSiwxPlugin()],
    endpoints: { relay: relay.url, api },
    storage: createMemoryStorage(),
    remoteConfig: false,
    ...(siwx
      ? {
          siwx: {
            messenger: createServerMessenger({
              http,
              statement: 'Sign in to Gangway test',
              location: () => PAGE,
            }),
          },
        }
      : {}),
  })
  kernels.push(gangway)
  await gangway.ready
  return gangway
}

async function pair(gangway: Gangway, paired: PairingWallet) {
  await gangway.open()
  const api = gangway.getPlugin('walletconnect')
  if (!api) throw new Error('the walletconnect plugin did not set up')
  const connecting = gangway.connect('walletConnect', 'eip155')
  const uri = await waitUntil(() => api.store?.getState().uri)
  const decision = await paired.pair(uri)
  await connecting
  return decision
}

const serverSessions = async (address: string, chainId: string) =>
  (
    await (
      await fetch(
        `${server.url}/gangway/api/v1/sessions/${address}?projectId=gangway-test&chainId=${chainId}`,
      )
    ).json()
  ).sessions as { message: string; signature: string; cacao?: { s: { s: string } } }[]

// WalletConnect's tag of a wc_sessionAuthenticate request.
const authRequests = () => relay.published().filter((item) => item.tag === 1116).length
const phase = (gangway: Gangway) => gangway.getPlugin('siwx')?.store()?.getState().phase
const view = (gangway: Gangway) => gangway.stores.modal.getState().history.at(-1)?.view

describe('WalletConnect one-click sign-in (authenticate) with a real wallet-side client through the local relay', () => {
  it('one approval gives a connected session and a server session: no sign-in view, no second request', async () => {
    const paired = await wallet(true)
    const gangway = await kernel(true)
    const chainId = `eip155:${devnet.chains[0]!.chainId}`
    expect(await pair(gangway, paired)).toMatchObject({ approved: true })
    expect(gangway.getState().account).toMatchObject({ status: 'connected', address: paired.address })
    await waitUntil(() => phase(gangway) === 'signed')
    expect(paired.authentications).toBe(1)
    expect(paired.proposals).toBe(0)
    expect(paired.requests).toEqual([])
    expect(view(gangway)).not.toBe('SIWXSignMessage')
    const [stored] = await serverSessions(paired.address, chainId)
    expect(stored?.cacao?.s.s).toBe(stored?.signature)
    expect(stored?.message).toContain('localhost:3000 wants you to sign in with your Ethereum account:')
    expect(stored?.message).toContain('I further authorize the stated URI to perform the following actions')
    expect(await paired.verifies(stored!.message, stored!.signature as `0x${string}`)).toBe(true)
    const session = gangway.getPlugin('siwx')?.session()
    expect(session?.token).toMatch(/^ey/)
    const signature = (await gangway.signMessage('after one-click')) as `0x${string}`
    expect(await paired.verifies('after one-click', signature)).toBe(true)
  }, 40_000)

  it('falls back to connect, then the sign-in view, when the wallet does not answer wc_sessionAuthenticate', async () => {
    const paired = await wallet(false)
    const gangway = await kernel(true)
    const asked = authRequests()
    expect(await pair(gangway, paired)).toMatchObject({ approved: true })
    expect(authRequests()).toBe(asked + 1)
    expect(paired.proposals).toBe(1)
    expect(paired.authentications).toBe(0)
    await waitUntil(() => phase(gangway) === 'needed')
    await waitUntil(() => view(gangway) === 'SIWXSignMessage')
    expect(await gangway.getPlugin('siwx')?.signIn()).toBe('signed')
    expect(paired.requests.map((item) => item.method)).toEqual(['personal_sign'])
    const chainId = `eip155:${devnet.chains[0]!.chainId}`
    const [stored] = await serverSessions(paired.address, chainId)
    expect(stored?.cacao).toBeUndefined()
  }, 40_000)

  it("shows 'Connection rejected' when the visitor rejects the one-click request in the wallet, and keeps no session", async () => {
    const paired = await wallet('reject')
    const gangway = await kernel(true)
    const chainId = `eip155:${devnet.chains[0]!.chainId}`
    const before = (await serverSessions(paired.address, chainId)).length
    await gangway.open()
    const api = gangway.getPlugin('walletconnect')
    const failed = gangway.connect('walletConnect', 'eip155').then(
      () => undefined,
      (error: unknown) => error,
    )
    const uri = await waitUntil(() => api?.store?.getState().uri)
    expect(await paired.pair(uri)).toMatchObject({ approved: false })
    expect(await failed).toMatchObject({ message: 'Connection rejected' })
    expect(api?.store?.getState()).toMatchObject({ status: 'disconnected', error: 'Connection rejected' })
    expect(gangway.getState().account?.status).not.toBe('connected')
    expect(paired.authentications).toBe(1)
    expect(await serverSessions(paired.address, chainId)).toHaveLength(before)
  }, 40_000)

  it('connects as before when SIWX is off, even with a wallet that supports one-click auth', async () => {
    const paired = await wallet(true)
    const gangway = await kernel(false)
    const asked = authRequests()
    expect(await pair(gangway, paired)).toMatchObject({ approved: true })
    expect(authRequests()).toBe(asked)
    expect(gangway.getState().account).toMatchObject({ status: 'connected', address: paired.address })
    expect(paired.proposals).toBe(1)
    expect(paired.authentications).toBe(0)
  }, 40_000)
})
