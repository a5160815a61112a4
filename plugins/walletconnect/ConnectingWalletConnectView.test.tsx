// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import {
  type ConnectResult,
  createKernel,
  definePlugin,
  type Gangway,
  type WalletEntry,
} from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { createWalletConnectPlugin } from './createWalletConnectPlugin.js'
import './index.js'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=58'
const rainbow: WalletEntry = {
  id: 'rainbow',
  name: 'Rainbow',
  mobile_link: 'rainbow:',
  desktop_link: 'rainbow-desktop://',
  webapp_link: 'https://rainbow.example/app',
}
const made: Gangway[] = []
afterEach(async () => {
  vi.useRealTimers()
  cleanup()
  vi.unstubAllGlobals()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** A kernel whose eip155 adapter answers each connect when the test says so, with the walletconnect plugin. */
async function setup(view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic', wallet?: WalletEntry) {
  const pending: { resolve: (result: ConnectResult) => void; reject: (error: unknown) => void }[] = []
  const chain = definePlugin({
    name: 'test-eip155',
    kind: 'chain',
    setup: (ctx) =>
      ctx.registerChain({
        ...adapterBasics,
        namespace: 'eip155',
        connect: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
        disconnect: async () => {},
      }),
  })
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          chainNamespace: 'eip155',
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [chain, createWalletConnectPlugin()],
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  gangway.navigate(view, wallet ? { wallet } : undefined)
  const store = gangway.getPlugin('walletconnect')?.store
  if (!store) throw new Error('no pairing store')
  const definition = gangway.stores.registry.getState().views.get(view)
  const { default: View } = (await definition!.load()) as { default: ComponentType }
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
  await waitFor(() => expect(pending).toHaveLength(1))
  const showUri = () =>
    act(() =>
      store.setState({ status: 'connecting', uri, expiresAt: Date.now() + 240_000, buffering: false }),
    )
  return { gangway, store, pending, showUri }
}

const connected = (): ConnectResult => ({
  accounts: [{ namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
  caipNetworkId: 'eip155:1',
})

describe('ConnectingWalletConnect view', () => {
  it('shows the QR code of the pairing URI with its countdown, a copy link and the desktop and web links', async () => {
    const { pending, showUri, gangway } = await setup('ConnectingWalletConnect', rainbow)
    expect(screen.getByText('Making a pairing link…')).toBeTruthy()
    showUri()
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(document.querySelector('[data-uri]')?.getAttribute('data-uri')).toBe(uri)
    // 4:00 when shown; a loaded machine may show it a second later.
    expect(screen.getByText(/^This link expires in (4:00|3:5\d)$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.getByText('Scan this code with Rainbow on your phone')).toBeTruthy()
    const desktop = screen.getByRole('link', { name: 'Open the Rainbow desktop app' })
    expect(desktop.getAttribute('href')).toBe(`rainbow-desktop://wc?uri=${encodeURIComponent(uri)}`)
    expect(desktop.getAttribute('target')).toBe('_self')
    const web = screen.getByRole('link', { name: 'Open Rainbow in the browser' })
    expect(web.getAttribute('href')).toBe(`https://rainbow.example/app/wc?uri=${encodeURIComponent(uri)}`)
    expect(web.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('link', { name: 'Open Rainbow' })).toBeNull()
    await act(async () => pending[0]!.resolve(connected()))
    await waitFor(() => expect(gangway.getState().open).toBe(false))
  })

  it("shows 'Connection rejected' with a retry that pairs again", async () => {
    const { pending } = await setup('ConnectingWalletConnect')
    await act(async () => pending[0]!.reject(Object.assign(new Error('User rejected.'), { code: 4001 })))
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
    expect(screen.getByText('The wallet declined the connection.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(pending).toHaveLength(2))
    expect(screen.queryByText('Connection rejected')).toBeNull()
    await act(async () => pending[1]!.reject(new Error('socket hang up')))
    expect(await screen.findByText('Failed to connect')).toBeTruthy()
  })

  it('on a phone offers the wallet itself (native link, URI encoded once) instead of the QR code', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }))
    const { store, showUri } = await setup('ConnectingWalletConnect', rainbow)
    const assigned = vi.fn()
    const location = {
      set href(value: string) {
        assigned(value)
      },
    }
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as unknown as Location)
    showUri()
    const open = screen.getByRole('link', { name: 'Open Rainbow' })
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(assigned).toHaveBeenCalledWith(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(store.getState().linking).toEqual({
      name: 'Rainbow',
      href: `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    })
  })

  it('basic pairing shows the QR code and the copy link, without wallet links', async () => {
    const { showUri } = await setup('ConnectingWalletConnectBasic')
    expect(screen.getByText('Making a pairing link…')).toBeTruthy()
    showUri()
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.getByText('Scan this code with a WalletConnect wallet on your phone')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it("shows 'Failed to connect' with Try again when no URI comes within 10 s; a URI in time keeps the QR code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { pending, showUri } = await setup('ConnectingWalletConnect')
    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(screen.queryByText('Failed to connect')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await screen.findByText('Failed to connect')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(pending).toHaveLength(2))
    expect(screen.getByText('Making a pairing link…')).toBeTruthy()
    await act(async () => pending[0]!.reject(new Error('late failure of the first attempt')))
    showUri()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(screen.queryByText('Failed to connect')).toBeNull()
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
  })
})
