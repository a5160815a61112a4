// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton, GangwayContext } from '../../core/react/index.js'
import { type ChainAdapter, createKernel, definePlugin, type Gangway } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { createNamesPlugin } from './index.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'ab'.repeat(65)}`
const coinType = (0x80000000 | 31337) >>> 0
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const profile = (name: string, address = owner, attributes: Record<string, string> = {}) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: { [String(coinType)]: { address, created: 1 } },
  attributes,
})

type Route = (path: string, init?: RequestInit) => Response | Promise<Response>

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** An eip155 chain whose wallet signs with a fixed signature; ID_AUTH is the embedded wallet's auth connector. */
function testChain(sign = vi.fn(async (_message: string) => signature)) {
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    defaultAccountType: 'eoa',
    nativeDecimals: 18,
    capabilities: ['names'],
    normalizeAddress: (address) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address : undefined),
    connect: async () => ({
      accounts: [{ namespace: 'eip155', address: owner, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    }),
    disconnect: async () => {},
    signMessage: (message) => sign(message),
  }
  const plugin = definePlugin({
    name: 'test-names-eip155',
    kind: 'chain',
    setup(ctx) {
      ctx.registerChain(adapter)
      ctx.registerConnectors([
        { id: 'ID_AUTH', name: 'Email', type: 'auth', chain: 'eip155' },
        { id: 'test-wallet', name: 'Test Wallet', type: 'announced', chain: 'eip155' },
      ])
    },
  })
  return { plugin, sign }
}

async function start(route: Route, connector = 'ID_AUTH') {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const asked: string[] = []
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(String(url))
    const path = pathname.replace(/^.*\/v1\/profile\//, '')
    const zone = searchParams.get('zone')
    asked.push(`${init?.method ?? 'GET'} ${path}${zone ? ` zone=${zone}` : ''}`)
    return route(path, init)
  }) as typeof globalThis.fetch
  const chain = testChain()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      fetch,
      features: { analytics: false },
      plugins: [chain.plugin, createNamesPlugin()],
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect(connector, 'eip155')
  return { gangway, asked, sign: chain.sign }
}

async function show(gangway: Gangway, view: 'RegisterAccountName' | 'RegisterAccountNameSuccess') {
  const View = (await gangway.stores.registry.getState().views.get(view)!.load()).default as ComponentType
  await act(async () => {
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  })
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement
const type = (value: string) => act(async () => fireEvent.change(nameInput(), { target: { value } }))
const entries = (gangway: Gangway) =>
  gangway.stores.registry
    .getState()
    .slots.filter((entry) => entry.slot === 'account.profile' && (entry.guard?.() ?? true))
    .map((entry) => entry.id)
const free = (path: string) => {
  const label = decodeURIComponent(path.replace('suggestions/', ''))
  return json({
    suggestions: [
      { name: `${label}.gangway.id`, registered: label === 'taken' },
      { name: `${label}1.gangway.id`, registered: false },
      { name: `${label}2.gangway.id`, registered: false },
    ],
  })
}

describe('the names plugin', () => {
  it('shows the name the service knows for the connected address as its profile name, in the account button too', async () => {
    const { gangway, asked } = await start((path) =>
      path.startsWith('reverse/')
        ? json([profile('alice.gangway.id', owner, { avatar: 'https://example.com/alice.png' })])
        : json({ error: 'Not found' }, 404),
    )
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155).toMatchObject({
        profileName: 'alice.gangway.id',
        profileImage: 'https://example.com/alice.png',
      }),
    )
    expect(asked).toEqual([`GET reverse/${owner.toLowerCase()}`])
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <AccountButton />
      </GangwayContext.Provider>,
    )
    expect(screen.getByText('alice.gangway.id')).toBeTruthy()
    expect(entries(gangway)).not.toContain('names-register')
  })

  it('offers the registration in the Account view only to the embedded wallet without a name', async () => {
    const withAuth = await start((path) => (path.startsWith('reverse/') ? json([]) : json({}, 404)))
    await waitFor(() => expect(withAuth.asked).toHaveLength(1))
    expect(entries(withAuth.gangway)).toContain('names-register')
    const injected = await start(
      (path) => (path.startsWith('reverse/') ? json([]) : json({}, 404)),
      'test-wallet',
    )
    expect(entries(injected.gangway)).not.toContain('names-register')
  })

  it('checks the rules as the visitor types, asks suggestions once they pause, and registers the signed name', async () => {
    let body: Record<string, unknown> | undefined
    const { gangway, asked, sign } = await start((path, init) => {
      if (path.startsWith('reverse/')) return json([])
      if (path.startsWith('suggestions/')) return free(path)
      if (path === 'account' && init?.method === 'POST') {
        body = JSON.parse(String(init.body))
        return json(profile('alice.gangway.id'))
      }
      return json({ error: 'Name not found' }, 404)
    })
    gangway.navigate('RegisterAccountName')
    await show(gangway, 'RegisterAccountName')
    expect(screen.getByText('At least 4 characters, letters, digits, hyphen only.')).toBeTruthy()
    await type('al')
    expect(screen.getByText('At least 4 characters.')).toBeTruthy()
    await type('al_ce')
    expect(screen.getByText('Letters, digits, hyphen only.')).toBeTruthy()
    for (const text of ['ali', 'alic', 'Alice']) await type(text)
    await screen.findByText('alice.gangway.id is available', undefined, { timeout: 2000 })
    expect(asked.filter((line) => line.includes('suggestions'))).toEqual([
      'GET suggestions/alice zone=gangway.id',
    ])
    const suggested = screen.getByRole('list', { name: 'Available names' })
    expect(suggested.textContent).toContain('alice1.gangway.id')
    const before = Math.floor(Date.now() / 1000)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register alice.gangway.id' })))
    await waitFor(() => expect(gangway.getState().view).toBe('RegisterAccountNameSuccess'))
    const message = JSON.parse(sign.mock.calls[0]![0]) as {
      name: string
      attributes: unknown
      timestamp: number
    }
    expect(message).toMatchObject({ name: 'alice.gangway.id', attributes: {} })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThan(before + 5)
    expect(body).toEqual({ coin_type: coinType, address: owner, message: sign.mock.calls[0]![0], signature })
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.profileName).toBe('alice.gangway.id')
    expect(gangway.stores.modal.getState().history.map((entry) => entry.view)).not.toContain(
      'RegisterAccountName',
    )
  })

  it("stays on RegisterAccountName with the service's reason when it refuses, and says a taken name is taken", async () => {
    const { gangway } = await start((path, init) => {
      if (path.startsWith('reverse/')) return json([])
      if (path.startsWith('suggestions/')) return free(path)
      if (init?.method === 'POST') return json({ error: 'Name is already registered' }, 409)
      return json({}, 404)
    })
    gangway.navigate('RegisterAccountName')
    await show(gangway, 'RegisterAccountName')
    await type('taken')
    await screen.findByText('taken.gangway.id is taken', undefined, { timeout: 2000 })
    expect(
      (screen.getByRole('button', { name: 'Register taken.gangway.id' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await type('bobby')
    await screen.findByText('bobby.gangway.id is available', undefined, { timeout: 2000 })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register bobby.gangway.id' })))
    await screen.findByText('Name is already registered')
    expect(gangway.getState().view).toBe('RegisterAccountName')
    expect(nameInput().value).toBe('bobby')
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.profileName).toBeUndefined()
  })

  it("refuses without the auth connector: 'Address or auth connector not found', nothing signed", async () => {
    const { gangway, sign } = await start(
      (path) => (path.startsWith('suggestions/') ? free(path) : json([])),
      'test-wallet',
    )
    gangway.navigate('RegisterAccountName')
    await show(gangway, 'RegisterAccountName')
    await type('carol')
    await screen.findByText('carol.gangway.id is available', undefined, { timeout: 2000 })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register carol.gangway.id' })))
    await screen.findByText('Address or auth connector not found')
    expect(sign).not.toHaveBeenCalled()
  })

  it('ignores what a hostile service answers: a profile of another address, a script avatar, a malformed list', async () => {
    const { gangway } = await start((path) =>
      path.startsWith('reverse/')
        ? json([
            profile('mallory.gangway.id', '0x0000000000000000000000000000000000000001'),
            { name: 'x'.repeat(5000) },
            profile('alice.gangway.id', owner, { avatar: 'javascript:alert(1)' }),
          ])
        : json({}, 404),
    )
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.profileName).toBe('alice.gangway.id'),
    )
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.profileImage).toBeUndefined()
  })
})
