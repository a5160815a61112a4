// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import {
  createKernel,
  type Gangway,
  type GangwayConfig,
  type Network,
  type ViewId,
} from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { networksPlugin } from './networksPlugin.js'

const local: Network = devnetA
const second: Network = {
  ...local,
  id: 31338,
  caipNetworkId: 'eip155:31338',
  name: 'Devnet B',
  testnet: true,
}
const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup(options: { wallet?: TestWallet; networks?: GangwayConfig['networks'] } = {}) {
  const wallet = options.wallet ?? createTestWallet()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: options.networks ?? [local, second],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(wallet), networksPlugin],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.connect('test-wallet')
  await gangway.open()
  const show = async (id: ViewId) => {
    const view = gangway.stores.registry.getState().views.get(id)
    if (!view) throw new Error(`${id} is not registered`)
    const View = (await view.load()).default as ComponentType
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  }
  const history = () => gangway.stores.modal.getState().history.map((entry) => entry.view)
  return { gangway, wallet, show, history }
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })
const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('SwitchNetwork view', () => {
  it('lists the configured networks with the active one marked and testnets labelled', async () => {
    const { show } = await setup()
    await show('SwitchNetwork')
    expect(row('Devnet A').getAttribute('aria-current')).toBe('true')
    expect(row('Devnet B').getAttribute('aria-current')).toBeNull()
    expect(within(row('Devnet B')).getByText('Testnet')).toBeTruthy()
    expect(within(row('Devnet A')).queryByText('Testnet')).toBeNull()
  })

  it('switches through the wallet with a per-row switching state, then goes back', async () => {
    const { gangway, wallet, show, history } = await setup()
    gangway.navigate('SwitchNetwork')
    await show('SwitchNetwork')
    const adapter = wallet.ctx?.getChain('eip155')
    const original = adapter?.switchNetwork
    if (!adapter || !original) throw new Error('no adapter')
    const gate = deferred()
    adapter.switchNetwork = async (network) => {
      await gate.promise
      return original(network)
    }
    fireEvent.click(row('Devnet B'))
    await waitFor(() => expect(row('Devnet B').getAttribute('aria-busy')).toBe('true'))
    expect(within(row('Devnet B')).getByText('Approve in your wallet')).toBeTruthy()
    expect(row('Devnet A').getAttribute('aria-disabled')).toBe('true')
    await act(async () => gate.resolve())
    await waitFor(() => expect(row('Devnet B').getAttribute('aria-current')).toBe('true'))
    expect(wallet.calls).toContain('switch:31338')
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(row('Devnet A').getAttribute('aria-current')).toBeNull()
    expect(row('Devnet B').getAttribute('aria-busy')).toBeNull()
    expect(history()).toEqual(['Account'])
  })

  it('shows the error of a refused switch and keeps the active network', async () => {
    const { gangway, wallet, show } = await setup()
    await show('SwitchNetwork')
    wallet.rejectNext = true
    await act(async () => fireEvent.click(row('Devnet B')))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Network switch failed')
    expect(alert.textContent).toContain('User rejected the request.')
    expect(wallet.calls).toContain('switch:31338')
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(row('Devnet A').getAttribute('aria-current')).toBe('true')
  })

  it('when the kernel goes back after a refusal, the error still reaches the visitor as a toast', async () => {
    const { gangway, wallet, show, history } = await setup()
    gangway.navigate('SwitchNetwork')
    await show('SwitchNetwork')
    wallet.rejectNext = true
    await act(async () => fireEvent.click(row('Devnet B')))
    await waitFor(() => expect(history()).toEqual(['Account']))
    expect(gangway.stores.notifications.getState().current).toMatchObject({
      message: 'User rejected the request.',
      variant: 'error',
    })
  })

  it('starts the switch to the network it was opened with', async () => {
    const { gangway, wallet, show } = await setup()
    gangway.navigate('SwitchNetwork', { network: second })
    await show('SwitchNetwork')
    await waitFor(() => expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31338'))
    expect(wallet.calls.filter((call) => call === 'switch:31338')).toHaveLength(1)
  })

  it('asks to connect first when the chosen network is of a namespace without an account', async () => {
    const { gangway, show, history } = await setup({ networks: [local, solanaDevnet] })
    gangway.navigate('SwitchNetwork')
    await show('SwitchNetwork')
    expect(screen.getByRole('list', { name: 'EVM' })).toBeTruthy()
    fireEvent.click(within(screen.getByRole('list', { name: 'Solana' })).getByRole('button'))
    expect(history()).toEqual(['Account', 'SwitchNetwork', 'SwitchActiveChain'])
    expect(gangway.stores.modal.getState().history.at(-1)?.params).toMatchObject({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      network: solanaDevnet,
    })
  })
})

describe('SwitchActiveChain view', () => {
  it('explains the connect step and navigates to navigateTo, replacing itself when asked', async () => {
    const { gangway, show, history } = await setup({ networks: [local, solanaDevnet] })
    gangway.navigate('SwitchActiveChain', {
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solanaDevnet,
    })
    await show('SwitchActiveChain')
    expect(screen.getByText('Connect a Solana wallet to use Solana Devnet.')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' })))
    expect(history()).toEqual(['Account', 'Connect'])
    expect(gangway.getState().activeNamespace).toBe('solana')
  })

  it('keeps itself in the history without navigateWithReplace, and defaults navigateTo to Connect', async () => {
    const { gangway, show, history } = await setup({ networks: [local, solanaDevnet] })
    gangway.navigate('SwitchActiveChain', { switchToChain: 'solana' })
    await show('SwitchActiveChain')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' })))
    expect(history()).toEqual(['Account', 'SwitchActiveChain', 'Connect'])
  })

  it('navigates to another navigateTo view', async () => {
    const { gangway, show, history } = await setup({ networks: [local, solanaDevnet] })
    gangway.navigate('SwitchActiveChain', { switchToChain: 'solana', navigateTo: 'AllWallets' })
    await show('SwitchActiveChain')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' })))
    expect(history()).toEqual(['Account', 'SwitchActiveChain', 'AllWallets'])
  })

  it('switches directly when the namespace already has an account', async () => {
    const { gangway, wallet, show, history } = await setup({ networks: [local, second, solanaDevnet] })
    await gangway.switchNetwork(solanaDevnet)
    expect(gangway.getState().activeNamespace).toBe('solana')
    gangway.navigate('SwitchActiveChain', { switchToChain: 'eip155', network: second })
    await show('SwitchActiveChain')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Devnet B' })))
    expect(wallet.calls).toContain('switch:31338')
    expect(gangway.getState()).toMatchObject({ activeNamespace: 'eip155', view: 'Account' })
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(history().at(-1)).toBe('Account')
    expect(history()).not.toContain('SwitchActiveChain')
  })
})

describe('UnsupportedChain view', () => {
  it('lists the configured networks to switch to, none of them current', async () => {
    const { gangway, wallet, show } = await setup({ wallet: createTestWallet({ chainId: 999 }) })
    expect(gangway.stores.networks.getState().active.eip155).toBe('eip155:999')
    await show('UnsupportedChain')
    expect(screen.getByText(/doesn't support your wallet's current network/)).toBeTruthy()
    const names = within(screen.getByRole('list', { name: 'Networks' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-current'))
    expect(names).toEqual([null, null])
    await act(async () => fireEvent.click(row('Devnet A')))
    expect(wallet.calls).toContain('switch:31337')
    expect(gangway.getState()).toMatchObject({ open: false })
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('disconnects', async () => {
    const { gangway, show } = await setup({ wallet: createTestWallet({ chainId: 999 }) })
    await show('UnsupportedChain')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(gangway.getState().account?.status).toBe('disconnected')
  })
})
