// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import { definePlugin } from '../plugin/definePlugin.js'
import { useGangwayContext } from '../react/useGangwayContext.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { ShellRoot } from './ShellRoot.js'

declare module '../types/ViewRegistry.js' {
  interface ViewRegistry {
    Slow: undefined
    RowsTwo: undefined
    RowsThrow: undefined
    RowsHuge: undefined
    RowsText: undefined
  }
}

function HomeView() {
  const { gangway, t } = useGangwayContext()
  return (
    <div>
      <button type="button">First</button>
      <button type="button" onClick={() => gangway.navigate('Details', { id: 7 })}>
        {t.dynamic('test.details')}
      </button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </div>
  )
}

function DetailsView({ params }: { readonly params: { readonly id: number } }) {
  return <p>Details of {params.id}</p>
}

function BrokenView(): never {
  throw new Error('view exploded')
}

let slowLoads = 0
let releaseSlow: () => void = () => {}

const testViews = definePlugin({
  name: 'test-views',
  kind: 'view',
  setup(ctx) {
    ctx.registerView({
      id: 'Connect',
      title: 'test.connect.title',
      load: async () => ({ default: HomeView }),
    })
    ctx.registerView({ id: 'Details', title: 'Details', load: async () => ({ default: DetailsView }) })
    ctx.registerView({ id: 'Broken', title: 'Broken', load: async () => ({ default: BrokenView }) })
    ctx.registerView({
      id: 'Missing chunk',
      load: () => Promise.reject(new Error('chunk failed to load')),
    })
    ctx.registerView({
      id: 'Slow',
      title: 'Slow',
      load: () => {
        slowLoads += 1
        return new Promise((resolve) => {
          releaseSlow = () => resolve({ default: () => <p>Slow view ready</p> })
        })
      },
    })
    ctx.registerView({ id: 'SIWXSignMessage', title: 'Sign In', load: async () => ({ default: HomeView }) })
  },
})

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function setup(config: Partial<GangwayConfig> = {}) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(createTestWallet()), testViews],
      messages: { 'test.connect.title': 'Connect Wallet', 'test.details': 'Open details' },
      ...config,
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  const opener = document.createElement('button')
  opener.textContent = 'Open wallet'
  document.body.append(opener)
  render(<ShellRoot gangway={gangway} />)
  await act(() => gangway.ready)
  return { gangway, opener }
}

async function openWith(gangway: Gangway, opener: HTMLElement, view?: 'SIWXSignMessage' | 'Slow') {
  opener.focus()
  await act(() => gangway.open(view ? { view } : {}))
  return screen.findByRole('dialog')
}

const key = (target: Element, init: KeyboardEventInit) => fireEvent.keyDown(target, init)
const run = (action: () => unknown) =>
  act(async () => {
    action()
  })

describe('the modal dialog', () => {
  it('is a labelled modal dialog that takes focus on open and traps Tab in both directions', async () => {
    const { gangway, opener } = await setup()
    const dialog = await openWith(gangway, opener)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog)
    expect(document.activeElement).toBe(dialog)
    await screen.findByRole('button', { name: 'First' })
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Last' })

    key(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    key(last, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    key(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    screen.getByRole('button', { name: 'First' }).focus()
    const inner = key(document.activeElement as Element, { key: 'Tab' })
    expect(inner).toBe(true)

    opener.focus()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const { gangway, opener } = await setup()
    const dialog = await openWith(gangway, opener)
    await screen.findByRole('button', { name: 'First' })
    act(() => void key(dialog, { key: 'Escape' }))
    expect(gangway.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a click on the backdrop, not on a click inside or a drag out of the dialog', async () => {
    const { gangway, opener } = await setup()
    const dialog = await openWith(gangway, opener)
    const backdrop = dialog.parentElement as HTMLElement
    act(() => {
      fireEvent.mouseDown(dialog)
      fireEvent.click(backdrop)
      fireEvent.mouseDown(dialog)
      fireEvent.click(dialog)
    })
    expect(gangway.getState().open).toBe(true)
    act(() => {
      fireEvent.mouseDown(backdrop)
      fireEvent.click(backdrop)
    })
    expect(gangway.getState().open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('shows a back button only when history has an earlier view, and passes params to the view', async () => {
    const { gangway, opener } = await setup()
    await openWith(gangway, opener)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    const details = await screen.findByRole('button', { name: 'Open details' })
    await run(() => fireEvent.click(details))
    expect(await screen.findByText('Details of 7')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy()
    await run(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })))
    expect(await screen.findByRole('button', { name: 'First' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(gangway.getState().view).toBe('Connect')
  })

  it('refuses to close while SIWX is required and unsigned, and shakes', async () => {
    const { gangway, opener } = await setup({ siwx: { required: true } })
    const dialog = await openWith(gangway, opener, 'SIWXSignMessage')
    await screen.findByRole('button', { name: 'First' })
    act(() => void key(dialog, { key: 'Escape' }))
    expect(gangway.getState().open).toBe(true)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.getByRole('dialog')).toBe(dialog)
    await waitFor(() => expect(dialog.hasAttribute('data-shake')).toBe(false), { timeout: 1500 })
  })

  it('shows a spinner while the modal is opening', async () => {
    const { gangway } = await setup()
    act(() => writableStores(gangway).modal.setState({ loading: true }))
    const dialog = screen.getByRole('dialog', { name: 'Loading…' })
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…')
    act(() => writableStores(gangway).modal.setState({ loading: false }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the view outlet', () => {
  it('shows a spinner while a view chunk loads, then the view, and loads each chunk once', async () => {
    const { gangway, opener } = await setup()
    slowLoads = 0
    await openWith(gangway, opener, 'Slow')
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await act(async () => releaseSlow())
    expect(await screen.findByText('Slow view ready')).toBeTruthy()
    await run(() => gangway.navigate('Details', { id: 1 }))
    await screen.findByText('Details of 1')
    await run(() => gangway.back())
    expect(await screen.findByText('Slow view ready')).toBeTruthy()
    expect(slowLoads).toBe(1)
  })

  it('stands in for a loading view with the skeleton rows it asks for: at most 24, six when its hint throws or is not a count', async () => {
    const never = () => new Promise<never>(() => {})
    const hints: readonly (readonly ['RowsTwo' | 'RowsThrow' | 'RowsHuge' | 'RowsText', unknown])[] = [
      ['RowsTwo', () => 2],
      [
        'RowsThrow',
        () => {
          throw new Error('no rows yet')
        },
      ],
      ['RowsHuge', 1e9],
      ['RowsText', '3'],
    ]
    const rowViews = definePlugin({
      name: 'row-views',
      kind: 'view',
      setup(ctx) {
        for (const [id, skeletonRows] of hints)
          ctx.registerView({ id, load: never, skeletonRows: skeletonRows as number })
      },
    })
    const { gangway } = await setup({
      plugins: [createTestChainPlugin(createTestWallet()), testViews, rowViews],
    })
    const rows = async () => (await screen.findByRole('status')).querySelectorAll('.gw-skel-row').length
    // Opened by name: the modal's opening frame stands in for that view, then the view outlet while it loads.
    const opened = gangway.open({ view: 'RowsTwo' })
    expect(await rows()).toBe(2)
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    await act(() => opened)
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBeNull()
    expect(await rows()).toBe(2)
    const shown: Record<string, number> = {}
    for (const [view] of hints.slice(1)) {
      await run(() => gangway.navigate(view))
      shown[view] = await rows()
    }
    expect(shown).toEqual({ RowsThrow: 6, RowsHuge: 24, RowsText: 6 })
  })

  it("shows 'not available' with a way back when no plugin registered the view", async () => {
    const { gangway, opener } = await setup()
    await openWith(gangway, opener)
    act(() => gangway.navigate('ConnectingWalletConnectBasic'))
    const dialog = screen.getByRole('dialog', { name: 'Not available' })
    expect(within(dialog).getByText('Missing screen: ConnectingWalletConnectBasic')).toBeTruthy()
    await run(() =>
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Back' }).at(-1) as Element),
    )
    expect(await screen.findByRole('button', { name: 'First' })).toBeTruthy()
  })

  it('offers Close as the way out when the unavailable view is the first one', async () => {
    const { gangway, opener } = await setup({ plugins: [testViews] })
    await openWith(gangway, opener)
    expect(gangway.getState().view).toBe('ConnectingWalletConnectBasic')
    const body = screen.getByText('Missing screen: ConnectingWalletConnectBasic').parentElement as HTMLElement
    act(() => void fireEvent.click(within(body).getByRole('button', { name: 'Close' })))
    expect(gangway.getState().open).toBe(false)
  })

  it('shows an error state with a way back when a view throws, never a blank modal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { gangway, opener } = await setup()
    await openWith(gangway, opener)
    await run(() => gangway.navigate('Broken'))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Something went wrong')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Broken' })).toBeTruthy()
    await run(() => fireEvent.click(within(alert).getByRole('button', { name: 'Back' })))
    expect(await screen.findByRole('button', { name: 'First' })).toBeTruthy()
  })

  it('shows the error state when a chunk fails to load, and retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { gangway, opener } = await setup()
    await openWith(gangway, opener)
    await run(() => gangway.navigate('Missing chunk'))
    const alert = await screen.findByRole('alert')
    await run(() => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('Something went wrong')).toBeTruthy()
  })
})

describe('notices', () => {
  it('shows toasts inside the modal when open and in a small region when closed', async () => {
    const { gangway, opener } = await setup()
    await openWith(gangway, opener)
    act(() => writableStores(gangway).notifications.show('Address copied'))
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe('Address copied')
    act(() => gangway.close())
    const region = screen.getByRole('region', { name: 'Wallet notifications' })
    expect(within(region).getByRole('status').textContent).toBe('Address copied')
    act(() => writableStores(gangway).notifications.hide())
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('shows the configuration alerts, dismissible, open or closed', async () => {
    const { gangway, opener } = await setup({ projectId: undefined })
    const region = screen.getByRole('region', { name: 'Wallet notifications' })
    expect(within(region).getByRole('alert').textContent).toContain('Project ID Not Configured')
    const dialog = await openWith(gangway, opener)
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain('Project ID Not Configured')
    act(() => void fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' })))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    act(() => gangway.close())
    expect(screen.queryByRole('region')).toBeNull()
  })
})

describe('locale', () => {
  it('renders German from the lazy catalogue, with host messages on top', async () => {
    const { gangway, opener } = await setup({
      locale: 'de-DE',
      messages: { 'test.connect.title': 'Wallet verbinden', 'shell.back': 'Zurückgehen' },
    })
    await openWith(gangway, opener)
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    act(() => gangway.navigate('Nope'))
    expect(screen.getByRole('dialog', { name: 'Nicht verfügbar' })).toBeTruthy()
    expect(screen.getByText('Fehlende Ansicht: Nope')).toBeTruthy()
    expect(within(dialog).getAllByRole('button', { name: 'Zurückgehen' })).toHaveLength(2)
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('de-DE')
  })
})
