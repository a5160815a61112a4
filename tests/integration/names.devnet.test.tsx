// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, definePlugin, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createNamesPlugin } from '../../plugins/names/index.js'
import { startServer } from '../../server/test/startServer.js'
import { chooseOption } from '../fixtures/chooseOption.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import { testTranslator } from '../fixtures/testTranslator.js'

let devnet: Devnet
let server: Awaited<ReturnType<typeof startServer>>
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  ;[devnet, server] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A' }] }),
    startServer({
      projects: [{ id: 'p1', allowedOrigins: ['http://localhost:5173'] }],
      rateLimits: { perIp: false, perProject: false },
    }),
  ])
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
})
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const undo of cleanups.splice(0)) undo()
})

const sendLoader: PluginLoader = {
  name: 'send',
  trigger: { feature: 'send' },
  load: () => import('../../plugins/send/index.js'),
}
const rdns = 'dev.gangway.wallet'
const address = (index: number) => devAccounts[index]!.address as Address
const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })

/**
 * The embedded wallet's auth connector (ID_AUTH, type 'auth', an EIP-1193 provider the eip155 adapter drives, as
 * the email plugin registers it) with the dev wallet as its provider in place of the secure frame, which jsdom
 * cannot run (tests/browser/names.test.ts uses the real one).
 */
const authConnector = (provider: unknown) =>
  definePlugin({
    name: 'test-auth-connector',
    kind: 'feature',
    setup(ctx) {
      ctx.registerConnectors([{ id: 'ID_AUTH', name: 'Email', type: 'auth', chain: 'eip155', provider }])
    },
  })

async function start(account: number, connector: 'ID_AUTH' | typeof rdns) {
  const signed: string[] = []
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [chain().chainId],
    privateKeys: [devAccounts[account]!.privateKey],
    approve: (request) => {
      if (request.method === 'personal_sign') signed.push(String(request.method))
      return true
    },
  })
  const target = new EventTarget()
  cleanups.push(announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' }))
  const gangway = createKernel(
    {
      projectId: 'p1',
      networks: devNetworks(devnet),
      plugins: [createEip155Plugin({ target }), authConnector(wallet), createNamesPlugin()],
      storage: createMemoryStorage(),
      remoteConfig: false,
      features: { analytics: false },
      endpoints: { api: `${server.url}/gangway/api` },
    },
    { loaders: [sendLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect(connector, 'eip155')
  return { gangway, signed }
}

async function show(gangway: Gangway, view: 'RegisterAccountName' | 'WalletSend') {
  const View = (await gangway.stores.registry.getState().views.get(view)!.load()).default as ComponentType
  await act(async () => {
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  })
}

const profileName = (gangway: Gangway) => gangway.stores.accounts.getState().byNamespace.eip155?.profileName
const lookup = async (path: string) =>
  (await fetch(`${server.url}/gangway/api/v1/profile/${path}?projectId=p1`)).json() as Promise<unknown>

describe('profile names against the Gangway server and the devnet', () => {
  it('registers a name the server verifies, shows it after a reload, and a payer sends ETH to it by name', async () => {
    const first = await start(5, 'ID_AUTH')
    first.gangway.navigate('RegisterAccountName')
    await show(first.gangway, 'RegisterAccountName')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'dev-alice' } })
    await screen.findByText('dev-alice.gangway.id is available', undefined, { timeout: 10_000 })
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Register dev-alice.gangway.id' })),
    )
    await waitFor(() => expect(first.gangway.getState().view).toBe('RegisterAccountNameSuccess'), {
      timeout: 15_000,
    })
    expect(first.signed).toEqual(['personal_sign'])
    expect(profileName(first.gangway)).toBe('dev-alice.gangway.id')
    const stored = (await lookup('account/dev-alice.gangway.id')) as {
      addresses: Record<string, { address: string }>
    }
    expect(Object.values(stored.addresses).map((entry) => entry.address.toLowerCase())).toEqual([
      address(5).toLowerCase(),
    ])
    cleanup()
    await first.gangway.destroy()

    // A reload: a new widget, the same account, the name from the server's reverse lookup.
    const again = await start(5, 'ID_AUTH')
    await waitFor(() => expect(profileName(again.gangway)).toBe('dev-alice.gangway.id'), { timeout: 10_000 })

    const payer = await start(6, rdns)
    await show(payer.gangway, 'WalletSend')
    const before = await reader().getBalance({ address: address(5) })
    await chooseOption('Token', 'native')
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.125' } })
    fireEvent.change(screen.getByLabelText('Receiver address'), { target: { value: 'dev-alice.gangway.id' } })
    await screen.findByText(`Resolved to ${address(5)}`, undefined, { timeout: 10_000 })
    await act(async () => fireEvent.submit((screen.getByLabelText('Amount') as HTMLInputElement).form!))
    const confirm = await screen.findByRole('button', { name: 'Confirm in wallet' }, { timeout: 30_000 })
    expect(screen.getByText('dev-alice.gangway.id')).toBeTruthy()
    await act(async () => fireEvent.click(confirm))
    await screen.findByText('Sent 0.125 ETH', undefined, { timeout: 30_000 })
    expect((await reader().getBalance({ address: address(5) })) - before).toBe(parseEther('0.125'))
  }, 90_000)

  it("shows the server's reason when another visitor took the name first, and stays on the form", async () => {
    const { gangway } = await start(6, 'ID_AUTH')
    gangway.navigate('RegisterAccountName')
    await show(gangway, 'RegisterAccountName')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'dev-alice' } })
    await screen.findByText('dev-alice.gangway.id is taken', undefined, { timeout: 10_000 })
    expect(
      (screen.getByRole('button', { name: 'Register dev-alice.gangway.id' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'dev-bob' } })
    await screen.findByText('dev-bob.gangway.id is available', undefined, { timeout: 10_000 })
    // Another visitor registers dev-bob meanwhile, signed by their own key.
    const other = privateKeyToAccount(devAccounts[8]!.privateKey)
    const message = JSON.stringify({
      name: 'dev-bob.gangway.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const taken = await fetch(`${server.url}/gangway/api/v1/profile/account?projectId=p1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 0x80007a69,
        address: other.address,
        message,
        signature: await other.signMessage({ message }),
      }),
    })
    expect(taken.status).toBe(200)
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Register dev-bob.gangway.id' })),
    )
    await screen.findByText('Name is already registered', undefined, { timeout: 15_000 })
    expect(gangway.getState().view).toBe('RegisterAccountName')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('dev-bob')
    expect(profileName(gangway)).toBeUndefined()
  }, 60_000)

  it("refuses registration without the auth connector: 'Address or auth connector not found', nothing signed", async () => {
    const { gangway, signed } = await start(7, rdns)
    expect(
      gangway.stores.registry
        .getState()
        .slots.filter((entry) => entry.slot === 'account.profile' && (entry.guard?.() ?? true))
        .map((entry) => entry.id),
    ).not.toContain('names-register')
    gangway.navigate('RegisterAccountName')
    await show(gangway, 'RegisterAccountName')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'dev-carol' } })
    await screen.findByText('dev-carol.gangway.id is available', undefined, { timeout: 10_000 })
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Register dev-carol.gangway.id' })),
    )
    await screen.findByText('Address or auth connector not found')
    expect(signed).toEqual([])
  }, 60_000)
})
