// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import {
  createKernel,
  definePlugin,
  type Gangway,
  type GangwayConfig,
  type Network,
  type Plugin,
  type SlotEntry,
} from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { accountPlugin } from './accountPlugin.js'

const local: Network = {
  ...devnetA,
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000/' } },
}

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function slotPlugin(entries: readonly SlotEntry[]): Plugin {
  return definePlugin({
    name: 'test-slots',
    kind: 'feature',
    setup(ctx) {
      for (const entry of entries) ctx.registerSlot(entry)
    },
  })
}

const panel = (text: string) => async () => ({ default: () => <p>{text}</p> })

async function setup(options: { wallet?: TestWallet; plugins?: readonly Plugin[] } = {}) {
  const wallet = options.wallet ?? createTestWallet({ balance: '12.3459' })
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [local],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(wallet), accountPlugin, ...(options.plugins ?? [])],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  const events: { type: string; payload: unknown }[] = []
  gangway.events.onAny((type, payload) => events.push({ type, payload }))
  await gangway.ready
  await gangway.connect('test-wallet')
  await gangway.open()
  const view = gangway.stores.registry.getState().views.get('Account')
  if (!view) throw new Error('Account is not registered')
  const Account = (await view.load()).default as ComponentType
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <Account />
    </GangwayContext.Provider>,
  )
  return { gangway, wallet, events }
}

describe('Account view', () => {
  it('shows the truncated address and the balance floored to 3 decimals with its symbol', async () => {
    const { gangway } = await setup()
    expect(gangway.getState().view).toBe('Account')
    expect(screen.getAllByText('0xf39F…2266').length).toBeGreaterThan(0)
    await screen.findByText('12.345')
    expect(screen.getByText('12.345').parentElement?.textContent).toBe('12.345 ETH')
  })

  it('groups the whole part of a large balance in threes, as the Tokens list does', async () => {
    await setup({ wallet: createTestWallet({ balance: '29995490.4912' }) })
    expect((await screen.findByText('29,995,490.491')).parentElement?.textContent).toBe('29,995,490.491 ETH')
  })

  it('shows a loading balance while the balance is on its way', async () => {
    const { gangway } = await setup()
    const account = gangway.getState().account
    act(() =>
      writableStores(gangway).accounts.setState({
        byNamespace: { eip155: { ...account!, balance: undefined, balanceStatus: 'loading' } },
      }),
    )
    expect(screen.getByText('Loading balance')).toBeTruthy()
    expect(document.querySelector('[aria-busy="true"].gw-balance')).not.toBeNull()
  })

  it('shows Balance unavailable, not a skeleton, when the balance failed', async () => {
    await setup({ wallet: createTestWallet({ failBalance: true }) })
    await screen.findByText('Balance unavailable')
    expect(screen.queryByText('Loading balance')).toBeNull()
    expect(document.querySelector('[aria-busy="true"].gw-balance')).toBeNull()
  })

  it('shows the profile name when there is one, with the avatar image', async () => {
    const { gangway, wallet } = await setup()
    act(() =>
      writableStores(gangway).accounts.setState({
        byNamespace: {
          eip155: {
            ...gangway.stores.accounts.getState().byNamespace.eip155!,
            profileName: 'alice.reown.id',
          },
        },
      }),
    )
    expect(screen.getByText('alice.reown.id')).toBeTruthy()
    expect(screen.getAllByText(wallet.address).length).toBeGreaterThan(0)
  })

  it('copies the full address', async () => {
    const writeText = vi.fn(async (_: string) => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const { wallet } = await setup()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(wallet.address)
    expect(screen.getByRole('status').textContent).toBe('Address copied')
  })

  it('links the explorer in a new tab and opens SwitchNetwork from the network badge', async () => {
    const { gangway, wallet } = await setup()
    const link = screen.getByRole('link', { name: /Block explorer/ })
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:4000/address/${wallet.address}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    fireEvent.click(screen.getByRole('button', { name: /Devnet A.*Switch network/ }))
    expect(gangway.getState().view).toBe('SwitchNetwork')
  })

  it('disconnects the active namespace, clears its state and emits DISCONNECT_SUCCESS', async () => {
    const { gangway, wallet, events } = await setup()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    await waitFor(() => expect(gangway.getState().account?.status).toBe('disconnected'))
    expect(gangway.getState().account?.address).toBeUndefined()
    expect(wallet.calls).toContain('disconnect')
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', payload: { namespace: 'eip155' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows Failed to disconnect when the wallet throws, with the state cleared anyway', async () => {
    const { gangway, wallet } = await setup()
    const adapter = wallet.ctx?.getChain('eip155')
    if (!adapter) throw new Error('no adapter')
    adapter.disconnect = async () => {
      throw new Error('wallet gone')
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to disconnect')
    expect(gangway.getState().account?.address).toBeUndefined()
  })

  it('has no wallet features and no tab bar without plugins', async () => {
    await setup()
    expect(screen.queryByRole('list', { name: 'Wallet features' })).toBeNull()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('shows a wallet feature only for a registered entry, in walletFeaturesOrder, and navigates to its view', async () => {
    const { gangway } = await setup({
      plugins: [
        slotPlugin([
          { slot: 'account.features', id: 'send', label: 'Send', view: 'Send' },
          { slot: 'account.features', id: 'onramp', label: 'Buy', view: 'OnRamp' },
        ]),
      ],
    })
    const features = screen.getByRole('list', { name: 'Wallet features' })
    const names = () =>
      within(features)
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(names()).toEqual(['Buy', 'Send'])
    await act(() => gangway.setFeatures({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] }))
    expect(names()).toEqual(['Send', 'Buy'])
    await act(() => gangway.setFeatures({ walletFeaturesOrder: ['send'] }))
    expect(names()).toEqual(['Send'])
    fireEvent.click(within(features).getByRole('button', { name: 'Send' }))
    expect(gangway.getState().view).toBe('Send')
  })

  it('shows one tab per registered tab entry, loads its panel and moves between tabs with the keyboard', async () => {
    await setup({
      plugins: [
        slotPlugin([
          { slot: 'account.tabs', id: 'activity', label: 'Activity', load: panel('activity panel') },
          { slot: 'account.tabs', id: 'tokens', label: 'Tokens', load: panel('tokens panel') },
        ]),
      ],
    })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity'])
    expect(await screen.findByText('tokens panel')).toBeTruthy()
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    tokens.focus()
    fireEvent.keyDown(tokens, { key: 'ArrowRight' })
    const activity = screen.getByRole('tab', { name: 'Activity' })
    expect(document.activeElement).toBe(activity)
    expect(activity.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByText('activity panel')).toBeTruthy()
    expect(screen.queryByText('tokens panel')).toBeNull()
    fireEvent.keyDown(activity, { key: 'Home' })
    expect(await screen.findByText('tokens panel')).toBeTruthy()
  })
})
