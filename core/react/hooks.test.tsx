// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { devnetB } from '../../tests/fixtures/devnetB.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { GangwayProvider } from './GangwayProvider.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'
import { useGangway } from './useGangway.js'
import { useGangwayEvents } from './useGangwayEvents.js'
import { useNetwork } from './useNetwork.js'
import { useWalletInfo } from './useWalletInfo.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function setup() {
  const wallet = createTestWallet()
  const gangway = createKernel({
    projectId: 'test',
    networks: [devnetA, devnetB],
    plugins: [createTestChainPlugin(wallet)],
    storage: createMemoryStorage(),
    remoteConfig: false,
  } as GangwayConfig)
  made.push(gangway)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GangwayProvider gangway={gangway}>{children}</GangwayProvider>
  )
  return { gangway, wallet, wrapper }
}

describe('useAccount, useWalletInfo, useDisconnect', () => {
  it('follow connect and disconnect of the active namespace', async () => {
    const { gangway, wrapper } = setup()
    const { result } = renderHook(
      () => ({ account: useAccount(), wallet: useWalletInfo(), actions: useDisconnect() }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
      isDisconnected: true,
    })
    expect(result.current.account.address).toBeUndefined()
    expect(result.current.wallet.walletInfo).toBeUndefined()
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    expect(result.current.account).toMatchObject({
      status: 'connected',
      isConnected: true,
      isConnecting: false,
      address,
      caipAddress: `eip155:31337:${address}`,
    })
    expect(result.current.wallet.walletInfo?.name).toBe('Test Wallet')
    await waitFor(() => expect(result.current.account.balance).toBe('1.234'))
    expect(result.current.account.balanceSymbol).toBe('ETH')

    await act(() => result.current.actions.disconnect())
    expect(result.current.account.status).toBe('disconnected')
    expect(result.current.account.address).toBeUndefined()
    expect(result.current.wallet.walletInfo).toBeUndefined()
  })

  it('reads a given namespace, which stays disconnected while another one connects', async () => {
    const { gangway, wrapper } = setup()
    const { result } = renderHook(() => useAccount('solana'), { wrapper })
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    expect(gangway.getState().account?.status).toBe('connected')
    expect(result.current).toMatchObject({ namespace: 'solana', status: 'disconnected' })
    expect(result.current.address).toBeUndefined()
  })

  it('keeps the same object while nothing it shows changes', async () => {
    const { gangway, wrapper } = setup()
    const { result, rerender } = renderHook(() => useAccount(), { wrapper })
    const first = result.current
    rerender()
    act(() => writableStores(gangway).modal.setState({ loading: true }))
    expect(result.current).toBe(first)
  })
})

describe('useNetwork', () => {
  it('shows the active network, switches, and follows the switching flag', async () => {
    const { gangway, wallet, wrapper } = setup()
    const { result } = renderHook(() => ({ network: useNetwork(), account: useAccount() }), { wrapper })
    expect(result.current.network).toMatchObject({
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      switching: false,
    })
    expect(result.current.network.network?.name).toBe('Devnet A')
    expect(result.current.network.networks.map((network) => network.name)).toEqual(['Devnet A', 'Devnet B'])
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))

    await act(() => result.current.network.switchNetwork('eip155:31338'))
    expect(wallet.calls).toContain('switch:31338')
    expect(result.current.network.network?.name).toBe('Devnet B')
    expect(result.current.account.caipAddress).toBe(`eip155:31338:${address}`)

    act(() => writableStores(gangway).networks.setState({ switching: 'eip155:31337' }))
    expect(result.current.network).toMatchObject({ switching: true, switchingTo: 'eip155:31337' })
    act(() => writableStores(gangway).networks.setState({ switching: undefined }))
    expect(result.current.network.switching).toBe(false)
  })
})

describe('useGangwayEvents', () => {
  it('passes every event to a catch-all handler, and none after unmount', async () => {
    const { gangway, wrapper } = setup()
    const seen: [string, unknown][] = []
    const { unmount } = renderHook(() => useGangwayEvents((type, payload) => seen.push([type, payload])), {
      wrapper,
    })
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    expect(seen).toContainEqual([
      'CONNECT_SUCCESS',
      { namespace: 'eip155', address, connector: 'test-wallet' },
    ])
    unmount()
    const count = seen.length
    gangway.events.emit('MODAL_CLOSE', { connected: true })
    await act(() => gangway.disconnect())
    expect(seen).toHaveLength(count)
  })

  it('subscribes to one type, calls the latest handler without resubscribing, and unsubscribes on unmount', () => {
    const { gangway, wrapper } = setup()
    const on = vi.spyOn(gangway.events, 'on')
    const first = vi.fn()
    const second = vi.fn()
    const { rerender, unmount } = renderHook(
      ({ handler }) => useGangwayEvents('DISCONNECT_SUCCESS', handler),
      { wrapper, initialProps: { handler: first } },
    )
    gangway.events.emit('MODAL_CLOSE', { connected: false })
    gangway.events.emit('DISCONNECT_SUCCESS', { namespace: 'all' })
    expect(first).toHaveBeenCalledExactlyOnceWith({ namespace: 'all' })
    rerender({ handler: second })
    gangway.events.emit('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    expect(second).toHaveBeenCalledExactlyOnceWith({ namespace: 'eip155' })
    expect(first).toHaveBeenCalledTimes(1)
    expect(on).toHaveBeenCalledTimes(1)
    unmount()
    gangway.events.emit('DISCONNECT_SUCCESS', { namespace: 'all' })
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('useGangway', () => {
  it('is the Gangway instance, which opens and closes the modal', async () => {
    const { gangway, wrapper } = setup()
    const { result } = renderHook(() => useGangway(), { wrapper })
    expect(result.current).toBe(gangway)
    await act(() => result.current.open({ view: 'AllWallets' }))
    expect(gangway.getState()).toMatchObject({ open: true, view: 'AllWallets' })
    act(() => result.current.close())
    expect(gangway.getState().open).toBe(false)
  })

  it('throws a clear error outside a GangwayProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAccount())).toThrow('inside <GangwayProvider')
    vi.restoreAllMocks()
  })
})
