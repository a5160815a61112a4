// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SOCIALS } from '../../core/config/defaults.js'
import { definePlugin, type Gangway } from '../../entries/plugin.js'
import { generateWallets } from '../../plugins/connect/test/generateWallets.js'
import { setupConnectTest } from '../../plugins/connect/test/setupConnectTest.js'
import {
  type DirectoryServer,
  startDirectoryServer,
} from '../../plugins/connect/test/startDirectoryServer.js'
import type { EmbeddedWallet } from '../../plugins/socials/EmbeddedWallet.js'
import { socialsPlugin } from '../../plugins/socials/socialsPlugin.js'

let server: DirectoryServer
const made: Gangway[] = []
beforeAll(async () => {
  server = await startDirectoryServer(generateWallets(3))
})
afterAll(() => server.close())
afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** A popup as the page sees it: cross-origin (location unreadable) until `land` puts it back on the page. */
function fakePopup() {
  let href = 'about:blank'
  let readable = true
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: {
      get href() {
        if (!readable) throw new DOMException('Blocked a frame', 'SecurityError')
        return href
      },
      set href(value: string) {
        href = value
        readable = false
      },
    },
    land(url: string) {
      href = url
      readable = true
    },
  }
  return popup
}

/** The social section's buttons by accessible name (the glyphs are aria-hidden). */
const socialButtons = () =>
  [...(document.querySelector('[data-section="social"]') as HTMLElement).querySelectorAll('button')].map(
    (button) =>
      button.getAttribute('aria-label') ??
      [...button.querySelectorAll('span:not([aria-hidden])')]
        .map((span) => span.lastChild?.textContent)
        .join(''),
  )

/** The email plugin's embedded wallet as this plugin sees it; its connector is the test chain's wallet. */
function embeddedPlugin(wallet: Partial<EmbeddedWallet>) {
  const full: EmbeddedWallet = {
    connectorId: 'test-wallet',
    socialRedirectUri: async (provider) => `http://idp.test/auth?client_id=${provider}`,
    connectSocial: async () => ({ address: '0x1111111111111111111111111111111111111111', userName: 'alice' }),
    farcasterUri: async () => ({
      url: 'https://farcaster.test/~/siwf?channelToken=t',
      channelToken: 't',
      expiresAt: Date.now() + 300_000,
    }),
    connectFarcaster: async () => ({ state: 'pending' }),
    ...wallet,
  }
  return definePlugin({ name: 'email', kind: 'feature', api: { embedded: () => full } })
}

async function setup(wallet: Partial<EmbeddedWallet> = {}, socials?: readonly string[]) {
  const testbed = await setupConnectTest({
    directory: server.url,
    plugins: [embeddedPlugin(wallet), socialsPlugin],
    features: { socials: (socials ?? DEFAULT_SOCIALS) as never },
  })
  made.push(testbed.gangway)
  await testbed.renderView('Connect')
  await waitFor(() => expect(document.querySelector('[data-section="social"] button')).not.toBeNull())
  return testbed
}

describe('social logins in Connect', () => {
  it('shows the default list: the first provider as a button, the next three as icons and "more" for the rest', async () => {
    await setup()
    expect(socialButtons()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'More social logins',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'More social logins' }))
    expect(screen.getByRole('button', { name: 'Fewer social logins' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy()
  })

  it('follows the configured order', async () => {
    await setup({}, ['github', 'google'])
    expect(socialButtons()).toEqual(['Continue with GitHub', 'Continue with Google'])
  })

  it('signs in through a 600x800 popup, reads result_uri when it is back, connects and keeps the username', async () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const connectSocial = vi.fn(async () => ({ address: '0x11', userName: 'alice' }))
    const { gangway } = await setup({ connectSocial })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(open.mock.calls[0]?.[2]).toMatch(/width=600,height=800/)
    await screen.findByText('Continue in the Google window...')
    popup.land(`${window.location.origin}/?result_uri=${encodeURIComponent('http://auth.test/r?token=abc')}`)
    await waitFor(() => expect(connectSocial).toHaveBeenCalledWith('http://auth.test/r?token=abc'), {
      timeout: 5_000,
    })
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
    expect(popup.close).toHaveBeenCalled()
    expect(gangway.getPlugin('socials')?.signedIn()).toEqual({ provider: 'google', username: 'alice' })
  })

  it("connects through the embedded wallet's connectAccounts (eip155, and solana beside it) when it offers it", async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const connectAccounts = vi.fn(
      async (gangway: { connect(id: string, ns: 'eip155'): Promise<unknown> }) => {
        await gangway.connect('test-wallet', 'eip155')
      },
    )
    const { gangway } = await setup({ connectAccounts })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    await screen.findByText('Continue in the Google window...')
    popup.land(`${window.location.origin}/?result_uri=${encodeURIComponent('http://auth.test/r?token=abc')}`)
    await waitFor(() => expect(connectAccounts).toHaveBeenCalledTimes(1), { timeout: 5_000 })
    expect(connectAccounts.mock.calls[0]?.[0]).toBe(gangway)
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
  })

  it("says 'Popup closed' when the visitor closes the popup, and the provider's failure as the catalogue's", async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await setup({
      connectSocial: async () => {
        throw new Error('This sign-in expired or was used already: start again')
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    await screen.findByText('Continue in the Google window...')
    popup.closed = true
    expect(await screen.findByText('Popup closed', {}, { timeout: 5_000 })).toBeTruthy()

    const again = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(again as unknown as Window)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with X' }))
    await screen.findByText('Continue in the X window...')
    again.land(`${window.location.origin}/?result_uri=x`)
    expect(
      await screen.findByText('Failed to initiate social connection', {}, { timeout: 5_000 }),
    ).toBeTruthy()
  })

  it('fails with the catalogue message when the auth service gives no sign-in URL', async () => {
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await setup({
      socialRedirectUri: async () => {
        throw new Error('This social login is not available')
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(await screen.findByText('Failed to initiate social connection')).toBeTruthy()
    expect(popup.close).toHaveBeenCalled()
  })
})
