// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { definePlugin, type Gangway } from '../../entries/plugin.js'
import { generateWallets } from '../../plugins/connect/test/generateWallets.js'
import { setupConnectTest } from '../../plugins/connect/test/setupConnectTest.js'
import {
  type DirectoryServer,
  startDirectoryServer,
} from '../../plugins/connect/test/startDirectoryServer.js'
import type { EmbeddedWallet } from '../../plugins/socials/EmbeddedWallet.js'
import { socialsPlugin } from '../../plugins/socials/socialsPlugin.js'
import { waitForFarcaster } from '../../plugins/socials/waitForFarcaster.js'
import { testTranslator } from '../fixtures/testTranslator.js'

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

const link = (token: string) => `https://farcaster.test/~/siwf?channelToken=${token}&nonce=n`
const tokenOf = (index: number) => `channel-token-${String(index).padStart(4, '0')}`
const user = { address: '0x11', userName: 'dev', farcasterUrl: 'https://farcaster.xyz/dev' }

async function setup(wallet: Partial<EmbeddedWallet>) {
  let channels = 0
  const full: EmbeddedWallet = {
    connectorId: 'test-wallet',
    socialRedirectUri: async () => 'http://idp.test/',
    connectSocial: async () => user,
    farcasterUri: async () => {
      channels += 1
      return {
        url: link(tokenOf(channels)),
        channelToken: tokenOf(channels),
        expiresAt: Date.now() + 300_000,
      }
    },
    connectFarcaster: async () => ({ state: 'completed', user }),
    ...wallet,
  }
  const testbed = await setupConnectTest({
    directory: server.url,
    plugins: [definePlugin({ name: 'email', kind: 'feature', api: { embedded: () => full } }), socialsPlugin],
    features: { socials: ['google', 'farcaster'] as never },
  })
  made.push(testbed.gangway)
  const view = testbed.gangway.stores.registry.getState().views.get('ConnectingFarcaster')
  if (!view) throw new Error('ConnectingFarcaster is not registered')
  const { default: View } = (await view.load()) as { default: ComponentType }
  const show = () =>
    render(
      <GangwayContext.Provider value={{ gangway: testbed.gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  return { ...testbed, show, channels: () => channels }
}

const state = () => document.querySelector('[data-testid="farcaster-state"]')?.getAttribute('data-state')

describe('ConnectingFarcaster', () => {
  it("opens from Farcaster's button in Connect", async () => {
    const { gangway, renderView } = await setup({})
    await renderView('Connect')
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Farcaster' }))
    expect(gangway.stores.modal.getState().history.at(-1)?.view).toBe('ConnectingFarcaster')
  })

  it('shows the link as a QR code with a copy link, then connects and keeps the username and profile URL', async () => {
    let answer: (value: { state: 'completed'; user: typeof user }) => void = () => {}
    const { gangway, show } = await setup({
      connectFarcaster: () => new Promise((resolve) => (answer = resolve)),
    })
    show()
    await waitFor(() => expect(state()).toBe('waiting'))
    expect(document.querySelector('[data-testid="farcaster-state"]')?.getAttribute('data-uri')).toBe(
      link(tokenOf(1)),
    )
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(gangway.getPlugin('socials')?.farcasterLink()).toBe(link(tokenOf(1)))
    answer({ state: 'completed', user })
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('connected'),
    )
    expect(gangway.getPlugin('socials')?.signedIn()).toEqual({
      provider: 'farcaster',
      username: 'dev',
      farcasterUrl: 'https://farcaster.xyz/dev',
    })
    expect(gangway.getPlugin('socials')?.farcasterLink()).toBeUndefined()
    await waitFor(() =>
      expect(gangway.stores.accounts.getState().byNamespace.eip155).toMatchObject({
        socialProvider: 'farcaster',
        farcasterUrl: 'https://farcaster.xyz/dev',
      }),
    )
  })

  it('says the code expired and offers a new one; a rejection and a failure likewise', async () => {
    const answers = [{ state: 'expired' as const }, { state: 'rejected' as const }]
    const { show, channels } = await setup({
      connectFarcaster: async () => {
        const next = answers.shift()
        if (next) return next
        throw new Error('Unknown Farcaster sign-in')
      },
    })
    show()
    expect(await screen.findByText('This code has expired')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Sign-in declined in Farcaster')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Failed to connect to farcaster', {}, { timeout: 5_000 })).toBeTruthy()
    expect(channels()).toBe(3)
  })

  it('refuses a channel the frame answers in another shape', async () => {
    const { show } = await setup({
      farcasterUri: async () => ({
        url: 'javascript:alert(1)',
        channelToken: 'channel-token-0001',
        expiresAt: 1,
      }),
    })
    show()
    expect(await screen.findByText('Failed to connect to farcaster')).toBeTruthy()
  })

  it('fails when no channel can be opened', async () => {
    const { show } = await setup({
      farcasterUri: async () => {
        throw new Error('Invalid origin')
      },
    })
    show()
    expect(await screen.findByText('Failed to connect to farcaster')).toBeTruthy()
  })
})

describe('waitForFarcaster', () => {
  const channel = { url: link('t'), channelToken: 't', expiresAt: Date.now() + 60_000 }
  it('polls while pending, stops at an abort with the catalogue message', async () => {
    const abort = new AbortController()
    const connectFarcaster = vi.fn(async () => {
      if (connectFarcaster.mock.calls.length === 3) abort.abort()
      return { state: 'pending' as const }
    })
    await expect(waitForFarcaster({ connectFarcaster }, channel, { signal: abort.signal })).rejects.toThrow(
      'Failed to connect to farcaster',
    )
    expect(connectFarcaster).toHaveBeenCalledTimes(3)
  })
  it('answers expired past the channel expiry and its grace', async () => {
    const connectFarcaster = vi.fn(async () => ({ state: 'pending' as const }))
    const past = { ...channel, expiresAt: Date.now() - 10 }
    expect(await waitForFarcaster({ connectFarcaster }, past, { timings: { graceMs: 0 } })).toBe('expired')
  })
})
