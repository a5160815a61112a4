// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { devnetB } from '../../tests/fixtures/devnetB.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { AccountButton } from './AccountButton.js'
import { buttonCss } from './buttonCss.js'
import { ConnectButton } from './ConnectButton.js'
import { GangwayProvider } from './GangwayProvider.js'
import { NetworkButton } from './NetworkButton.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const short = '0xf39F…2266'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function kernel(
  storage = createMemoryStorage(),
  wallet = createTestWallet(),
  config: Partial<GangwayConfig> = {},
) {
  const gangway = createKernel({
    projectId: 'test',
    networks: [devnetA, devnetB],
    plugins: [createTestChainPlugin(wallet)],
    storage,
    remoteConfig: false,
    ...config,
  } as GangwayConfig)
  made.push(gangway)
  return gangway
}

function page(gangway: Gangway) {
  return render(
    <GangwayProvider gangway={gangway}>
      <NetworkButton />
      <ConnectButton />
      <AccountButton />
    </GangwayProvider>,
  )
}

async function storedSession() {
  const storage = createMemoryStorage()
  const wallet = createTestWallet()
  const first = kernel(storage, wallet)
  await first.ready
  await first.connect('test-wallet')
  await first.destroy()
  return { storage, wallet }
}

describe('ConnectButton', () => {
  it('says Connect Wallet while disconnected and opens the Connect view', async () => {
    const gangway = kernel()
    page(gangway)
    await act(() => gangway.ready)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
    fireEvent.click(button)
    await waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'Connect' }))
  })

  it('is busy and ignores clicks while reconnecting, then shows the account on the same focused element', async () => {
    const { storage, wallet } = await storedSession()
    const gangway = kernel(storage, wallet)
    expect(gangway.getState().account?.status).toBe('connecting')
    page(gangway)
    const button = screen.getByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    button.focus()
    fireEvent.click(button)
    expect(gangway.stores.modal.getState().loading).toBe(false)
    await act(() => gangway.ready)
    await waitFor(() => expect(button.textContent).toBe(`1.234 ETH${short}`))
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(button.title).toBe(address)
    expect(document.activeElement).toBe(button)
    expect(gangway.getState().open).toBe(false)
  })

  it('once connected opens Account, and goes back to Connect Wallet after a disconnect', async () => {
    const gangway = kernel()
    render(
      <GangwayProvider gangway={gangway}>
        <ConnectButton />
      </GangwayProvider>,
    )
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    const button = screen.getByRole('button', { name: new RegExp(short) })
    fireEvent.click(button)
    await waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'Account' }))
    await act(() => gangway.disconnect())
    expect(button.textContent).toBe('Connect Wallet')
    expect(screen.getByRole('button')).toBe(button)
  })

  it('takes a label, a loading label, a size, and lets onClick prevent the open', async () => {
    const { storage, wallet } = await storedSession()
    const gangway = kernel(storage, wallet)
    const clicks: string[] = []
    render(
      <GangwayProvider gangway={gangway}>
        <ConnectButton
          label="Sign in"
          loadingLabel="Restoring"
          accountLabel="Me"
          balance={false}
          size="sm"
          onClick={(event) => {
            clicks.push(event.currentTarget.textContent ?? '')
            event.preventDefault()
          }}
        />
      </GangwayProvider>,
    )
    const button = screen.getByRole('button', { name: 'Restoring' })
    expect(button.className).toContain('gwb--sm')
    await act(() => gangway.ready)
    await waitFor(() => expect(button.textContent).toBe('Me'))
    await act(() => gangway.disconnect())
    expect(button.textContent).toBe('Sign in')
    fireEvent.click(button)
    expect(clicks).toEqual(['Sign in'])
    expect(gangway.stores.modal.getState().loading).toBe(false)
  })

  it('prefetches the first open on hover, touch, press or focus, and still calls the host handlers', async () => {
    const gangway = kernel()
    const prefetch = vi.spyOn(gangway, 'prefetch').mockImplementation(() => {})
    const seen: string[] = []
    render(
      <GangwayProvider gangway={gangway}>
        <ConnectButton onPointerEnter={() => seen.push('enter')} onFocus={() => seen.push('focus')} />
      </GangwayProvider>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    fireEvent.touchStart(button)
    fireEvent.pointerDown(button)
    fireEvent.focus(button)
    expect(prefetch).toHaveBeenCalledTimes(4)
    expect(seen).toEqual(['enter', 'focus'])
    expect(gangway.getState().open).toBe(false)
  })

  it('speaks the configured locale', async () => {
    const gangway = kernel(createMemoryStorage(), createTestWallet(), { locale: 'de-DE' })
    page(gangway)
    expect(await screen.findByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Devnet A' }).title).toBe('Netzwerk wechseln')
  })
})

describe('keyboard', () => {
  it('every button is a native, focusable <button> that a keyboard click activates', async () => {
    const gangway = kernel()
    page(gangway)
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(3)
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON')
      expect(button.tabIndex).toBe(0)
      button.focus()
      expect(document.activeElement).toBe(button)
    }
    const network = screen.getByRole('button', { name: 'Devnet A' })
    network.focus()
    fireEvent.click(network, { detail: 0 })
    await waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'SwitchNetwork' }))
  })
})

describe('AccountButton', () => {
  it('renders nothing until connected, then balance and truncated address, and opens Account', async () => {
    const gangway = kernel()
    render(
      <GangwayProvider gangway={gangway}>
        <AccountButton />
      </GangwayProvider>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    const button = screen.getByRole('button')
    await waitFor(() => expect(button.textContent).toBe(`1.234 ETH${short}`))
    expect(button.className).toContain('gwb--soft')
    fireEvent.click(button)
    await waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'Account' }))
  })

  it('shows the profile name when there is one, or the label, and hides the balance on request', async () => {
    const gangway = kernel()
    const { rerender } = render(
      <GangwayProvider gangway={gangway}>
        <AccountButton balance={false} />
      </GangwayProvider>,
    )
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    const button = screen.getByRole('button')
    act(() =>
      writableStores(gangway).accounts.setState({
        byNamespace: {
          eip155: { ...gangway.getState().account!, profileName: 'vitalik.eth', balance: '2.000' },
        },
      }),
    )
    expect(button.textContent).toBe('vitalik.eth')
    rerender(
      <GangwayProvider gangway={gangway}>
        <AccountButton label="Wallet" size="sm" />
      </GangwayProvider>,
    )
    expect(button.textContent).toBe('2.000 ETHWallet')
    act(() =>
      writableStores(gangway).accounts.setState({
        byNamespace: { eip155: { ...gangway.getState().account!, balance: '29995490.491' } },
      }),
    )
    expect(button.textContent).toBe('29,995,490.491 ETHWallet')
  })
})

describe('NetworkButton', () => {
  it('shows the active network, is busy while switching, and opens SwitchNetwork', async () => {
    const gangway = kernel()
    page(gangway)
    await act(() => gangway.ready)
    const button = screen.getByRole('button', { name: 'Devnet A' })
    expect(button.title).toBe('Switch network')
    act(() => writableStores(gangway).networks.setState({ switching: 'eip155:31338' }))
    expect(button.getAttribute('aria-busy')).toBe('true')
    act(() => writableStores(gangway).networks.setState({ switching: undefined }))
    await act(() => gangway.switchNetwork('eip155:31338'))
    expect(button.textContent).toBe('Devnet B')
    expect(button.getAttribute('aria-busy')).toBeNull()
    fireEvent.click(button)
    await waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'SwitchNetwork' }))
  })

  it('names an active network outside the configured list as unsupported', async () => {
    const gangway = kernel()
    page(gangway)
    act(() => writableStores(gangway).networks.setState({ active: { eip155: 'eip155:999' } }))
    expect(screen.getByRole('button', { name: 'Unsupported network' })).toBeTruthy()
  })
})

describe('styles', () => {
  it('are one <style> in <head> for all buttons, every rule scoped under .gwb', async () => {
    const gangway = kernel()
    page(gangway)
    await act(() => gangway.ready)
    await act(() => gangway.connect('test-wallet'))
    expect(screen.getAllByRole('button')).toHaveLength(3)
    const styles = document.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.parentElement).toBe(document.head)
    expect(styles[0]?.textContent).toBe(buttonCss)
    const selectors = [...buttonCss.matchAll(/([^{}]+)\{/g)]
      .map((match) => match[1]!.trim())
      .filter((selector) => !selector.startsWith('@') && !/^(to|from|\d+%)$/.test(selector))
    expect(selectors.length).toBeGreaterThan(5)
    for (const selector of selectors)
      for (const part of selector.split(','))
        expect(part.trim(), selector).toMatch(/^\.gwb(-[-\w]+)?([\s.:[]|$)/)
    expect([...buttonCss.matchAll(/@keyframes ([^{]+)\{/g)].map((match) => match[1])).toEqual(['gwb-spin'])
  })

  it('pass the theme mode and the host theme variables to the button', () => {
    const gangway = kernel(createMemoryStorage(), createTestWallet(), {
      themeMode: 'dark',
      themeVariables: { '--gw-accent': '#ff6600' },
    })
    page(gangway)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.className.split(' ')).toEqual(['gwb', 'gwb--md', 'gwb--dark'])
    expect(button.style.getPropertyValue('--gw-accent')).toBe('#ff6600')
  })
})

describe('appearance at run time', () => {
  it('follows setLocale and setTheme without a new instance', async () => {
    const gangway = kernel()
    page(gangway)
    await act(() => gangway.ready)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.className).not.toContain('gwb--dark')
    act(() => gangway.setLocale('de', { 'buttons.network': 'Netz' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy())
    act(() => gangway.setTheme({ themeMode: 'dark', themeVariables: { '--gw-accent': '#ff6600' } }))
    const dark = screen.getByRole('button', { name: 'Wallet verbinden' })
    expect(dark.className).toContain('gwb--dark')
    expect(dark.style.getPropertyValue('--gw-accent')).toBe('#ff6600')
    act(() => gangway.setTheme({ themeMode: 'sepia' as never }))
    expect(screen.getByRole('button', { name: 'Wallet verbinden' }).className).toContain('gwb--dark')
  })
})
