// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ChainAdapter, type Connector, definePlugin, type Gangway } from '../../entries/plugin.js'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'
import { tezosNetwork } from '../../tests/fixtures/tezosNetwork.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { generateWallets } from './test/generateWallets.js'
import { setupConnectTest } from './test/setupConnectTest.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'

let server: DirectoryServer
const made: Gangway[] = []
beforeAll(async () => {
  server = await startDirectoryServer(generateWallets(3000))
})
afterAll(() => server.close())
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: `Wallet ${id}`,
  type,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

const connectorsPlugin = (list: readonly Connector[]) =>
  definePlugin({ name: 'more-connectors', kind: 'feature', setup: (ctx) => ctx.registerConnectors(list) })

const methodsPlugin = definePlugin({
  name: 'login-methods',
  kind: 'feature',
  setup(ctx) {
    ctx.registerSlot({
      slot: 'connect.email',
      id: 'email',
      label: 'Continue with e-mail',
      view: 'EmailLogin',
    })
    ctx.registerSlot({ slot: 'connect.social', id: 'x', label: 'Continue with X', order: 2, view: 'Social' })
    ctx.registerSlot({
      slot: 'connect.social',
      id: 'google',
      label: 'Continue with Google',
      order: 1,
      view: 'Social',
    })
  },
})

async function setup(options: Omit<Parameters<typeof setupConnectTest>[0], 'directory'> = {}) {
  const testbed = await setupConnectTest({ directory: server.url, ...options })
  made.push(testbed.gangway)
  await testbed.renderView('Connect')
  return testbed
}

const walletNames = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('data-wallet'))
    .map((button) => button.querySelector('.gw-li-label')?.textContent)

describe('Connect view', () => {
  it('is registered lazily by the connect plugin with catalogue titles', async () => {
    const { gangway } = await setup()
    const views = gangway.stores.registry.getState().views
    expect(views.get('Connect')).toMatchObject({ plugin: 'connect', title: 'connect.title' })
    expect(views.get('AllWallets')).toMatchObject({ plugin: 'connect', title: 'connect.allWallets.title' })
    expect(typeof (await views.get('AllWallets')?.load())?.default).toBe('function')
  })

  it('shows the methods in connectMethodsOrder, e-mail and social only when a plugin fills their slot', async () => {
    await setup({ plugins: [methodsPlugin] })
    const sections = () =>
      [...document.querySelectorAll('[data-section]')].map((node) => node.getAttribute('data-section'))
    expect(sections()).toEqual(['email', 'social', 'wallet'])
    const social = document.querySelector('[data-section="social"]') as HTMLElement
    expect(
      within(social)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'Continue with X'])
    cleanup()
    await setup({
      plugins: [methodsPlugin],
      features: { connectMethodsOrder: ['wallet', 'social', 'email'] },
    })
    expect(sections()).toEqual(['wallet', 'social', 'email'])
    expect(screen.getAllByText('or')).toHaveLength(2)
    cleanup()
    await setup()
    expect(sections()).toEqual(['wallet'])
  })

  it('holds the place of a slot component that loads with a skeleton bar a row of controls (at most 6), a spinner when the entry says no sound number', async () => {
    const never = () => new Promise<never>(() => {})
    const rows: Record<string, unknown> = {
      two: 2,
      made: () => 1,
      zero: 0,
      seven: 7,
      huge: 1e9,
      half: 1.5,
      text: '2',
    }
    const loadingPlugin = definePlugin({
      name: 'loading-methods',
      kind: 'feature',
      setup(ctx) {
        for (const [id, controlRows] of Object.entries(rows))
          ctx.registerSlot({
            slot: 'connect.social',
            id,
            label: `Loading ${id}`,
            load: never,
            controlRows: controlRows as number,
          })
        ctx.registerSlot({
          slot: 'connect.email',
          id: 'throws',
          label: 'Loading throws',
          load: never,
          controlRows: () => {
            throw new Error('no rows')
          },
        })
      },
    })
    await setup({ plugins: [loadingPlugin] })
    const skeletons = await screen.findAllByTestId('slot-skeleton')
    expect(skeletons.map((node) => [node.textContent, node.querySelectorAll('.gw-skel').length])).toEqual([
      ['Loading two', 2],
      ['Loading made', 1],
      ['Loading seven', 6],
      ['Loading huge', 6],
    ])
    const spinners = screen
      .getAllByRole('status')
      .filter((node) => node.classList.contains('gw-spinner'))
      .map((node) => node.textContent)
    expect(spinners.sort()).toEqual(['Loading half', 'Loading text', 'Loading throws', 'Loading zero'])
  })

  it('orders connectors by connectorTypeOrder, recent first, one entry per rdns, installed tagged', async () => {
    const { gangway, renderView } = await setup({
      plugins: [
        connectorsPlugin([
          connector('ext', 'external'),
          connector('dup', 'injected', 'dev.gangway.test'),
          connector('inj', 'injected', 'dev.gangway.inj'),
          connector('walletConnect', 'WALLET_CONNECT'),
          connector('auth', 'auth'),
          connector('recent-ext', 'external'),
        ]),
      ],
    })
    writableStores(gangway).connectors.setState({ recent: [{ id: 'recent-ext', name: 'Wallet recent-ext' }] })
    await waitFor(() => expect(walletNames()).toHaveLength(9))
    expect(walletNames().slice(0, 5)).toEqual([
      'Wallet walletConnect',
      'Wallet recent-ext',
      'Test Wallet',
      'Wallet inj',
      'Wallet ext',
    ])
    expect(walletNames().slice(5)).toEqual([
      'Amber Vault 0001',
      'Birch Vault 0002',
      'Ember Vault 0005',
      'Fjord Vault 0006',
    ])
    const row = (name: string) => screen.getByText(name).closest('button') as HTMLElement
    expect(within(row('Test Wallet')).getByText('Installed')).toBeTruthy()
    expect(within(row('Wallet recent-ext')).getByText('Recent')).toBeTruthy()
    expect(within(row('Wallet ext')).queryByText('Installed')).toBeNull()
    cleanup()
    await gangway.setFeatures({ connectorTypeOrder: ['external', 'injected'] })
    await renderView('Connect')
    expect(walletNames()).toEqual(['Wallet ext', 'Wallet recent-ext', 'Test Wallet', 'Wallet inj'])
  })

  it('says when the installed wallets serve only other chains than the active network, instead of silently offering them', async () => {
    const tezosChain = (connectors: readonly Connector[]) =>
      definePlugin({
        name: 'tezos',
        kind: 'chain',
        setup(ctx) {
          ctx.registerChain({
            ...adapterBasics,
            namespace: 'tezos',
            connect: async () => ({ accounts: [], caipNetworkId: tezosNetwork.caipNetworkId }),
            async disconnect() {},
          })
          ctx.registerConnectors(connectors)
        },
      })
    const { gangway } = await setup({
      plugins: [tezosChain([]), connectorsPlugin([connector('evm', 'announced', 'dev.evm')])],
      config: { networks: [tezosNetwork, ...[]], defaultNetwork: tezosNetwork } as never,
      features: { connectorTypeOrder: ['injected'] },
    })
    expect(gangway.stores.networks.getState().activeNamespace).toBe('tezos')
    expect(screen.getByTestId('no-namespace-wallet').textContent).toBe(
      'No wallet for Tezos is installed in this browser.',
    )
    expect(screen.getByRole('button', { name: /Wallet evm/ })).toBeTruthy()
    cleanup()
    const tezosWallet: Connector = { id: 'tz', name: 'Temple', type: 'announced', chain: 'tezos' }
    const second = await setup({
      plugins: [tezosChain([tezosWallet])],
      config: { networks: [tezosNetwork], defaultNetwork: tezosNetwork } as never,
      features: { connectorTypeOrder: ['injected'] },
    })
    expect(second.gangway.stores.networks.getState().activeNamespace).toBe('tezos')
    expect(screen.queryByTestId('no-namespace-wallet')).toBeNull()
  })

  it('blocks every wallet until the legal checkbox is ticked', async () => {
    const { wallet } = await setup({
      features: { legalCheckbox: true },
      config: { legal: { termsUrl: 'https://host.test/terms', privacyUrl: 'https://host.test/privacy' } },
    })
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://host.test/terms',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://host.test/privacy',
    )
    const testWallet = screen.getByText('Test Wallet').closest('button') as HTMLButtonElement
    const allWallets = screen.getByText('All Wallets').closest('button') as HTMLButtonElement
    expect(testWallet.disabled).toBe(true)
    expect(allWallets.disabled).toBe(true)
    const hint = screen.getByText('Accept the terms above to choose a wallet.')
    expect(testWallet.getAttribute('aria-describedby')).toBe(hint.id)
    fireEvent.click(testWallet)
    expect(wallet.calls).not.toContain('connect')
    fireEvent.click(screen.getByRole('checkbox'))
    expect(testWallet.disabled).toBe(false)
    expect(screen.queryByText('Accept the terms above to choose a wallet.')).toBeNull()
    fireEvent.click(testWallet)
    await waitFor(() => expect(wallet.calls).toContain('connect'))
  })

  it('hides the wallets behind one button when collapseWallets is on', async () => {
    await setup({ features: { collapseWallets: true } })
    expect(screen.queryByText('Test Wallet')).toBeNull()
    expect(screen.queryByText('All Wallets')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(screen.getByText('Test Wallet')).toBeTruthy()
    expect(screen.getByText('All Wallets')).toBeTruthy()
  })

  it('offers All Wallets with the directory count only when allWallets is on', async () => {
    const { gangway } = await setup()
    const entry = screen.getByText('All Wallets').closest('button') as HTMLButtonElement
    await waitFor(() => expect(within(entry).getByText('1,800+')).toBeTruthy())
    fireEvent.click(entry)
    expect(gangway.getState().view).toBe('AllWallets')
    cleanup()
    await setup({ features: { allWallets: false } })
    expect(screen.getByText('Test Wallet')).toBeTruthy()
    expect(screen.queryByText('All Wallets')).toBeNull()
  })

  it('shows Connection rejected inline, leaves nothing half-connected, and connects on retry', async () => {
    const { gangway, wallet } = await setup()
    wallet.rejectNext = true
    fireEvent.click(screen.getByText('Test Wallet'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).not.toBe('connected')
    expect(gangway.getState().open).toBe(true)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
    expect(wallet.calls.filter((call) => call === 'connect')).toHaveLength(2)
    expect(gangway.getState().open).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('marks the wallet busy while it connects; choosing another wallet ends that attempt and connects the other', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slowChain = definePlugin({
      name: 'slow-solana',
      kind: 'chain',
      setup(ctx) {
        const adapter: ChainAdapter = {
          ...adapterBasics,
          namespace: 'solana',
          async connect() {
            await gate
            return {
              accounts: [{ namespace: 'solana', address: '11111111111111111111111111111111', type: 'eoa' }],
              caipNetworkId: 'solana:x',
            }
          },
          async disconnect() {},
        }
        ctx.registerChain(adapter)
        ctx.registerConnectors([{ id: 'slow', name: 'Slow Wallet', type: 'announced', chain: 'solana' }])
      },
    })
    const { gangway, wallet } = await setup({ plugins: [slowChain] })
    const slow = screen.getByText('Slow Wallet').closest('button') as HTMLButtonElement
    fireEvent.click(slow)
    await waitFor(() => expect(slow.getAttribute('aria-busy')).toBe('true'))
    expect(screen.getByRole('status').textContent).toBe('Connecting to Slow Wallet…')
    const other = screen.getByText('Test Wallet').closest('button') as HTMLButtonElement
    expect(other.disabled).toBe(false)
    fireEvent.click(other)
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
    expect(wallet.calls).toContain('connect')
    expect(gangway.stores.accounts.getState().byNamespace.solana?.status).toBe('disconnected')
    expect(gangway.getState().open).toBe(false)
    release()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(gangway.stores.accounts.getState().byNamespace.solana?.status).toBe('disconnected')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
