import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { answerFarcasterChannel } from '../../playground/devnet/farcaster/answerFarcasterChannel.js'
import { devFarcasterUser } from '../../playground/devnet/farcaster/devFarcasterUser.js'
import { bundleFrame } from '../../playground/devnet/frame/bundleFrame.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { startServer } from '../../server/test/startServer.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'

const WAIT = 20_000
const pageErrors: string[] = []
let devnet: Devnet
let browser: Browser
let served: ServedPage
let server: Awaited<ReturnType<typeof startServer>>
let context: BrowserContext
let tab: Page

interface GangwayWindow {
  readonly gangway: {
    readonly stores: {
      readonly accounts: {
        getState(): { byNamespace: Record<string, { address?: string; farcasterUrl?: string } | undefined> }
      }
    }
    disconnect(): Promise<void>
  }
}

beforeAll(async () => {
  ;[devnet, browser, served] = await Promise.all([
    startDevnet(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/socials.ts',
      body: '<button id="open" type="button">Connect wallet</button>',
    }),
  ])
  if (!devnet.farcaster) throw new Error('the devnet has no ID Registry')
  server = await startServer({
    projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
    rateLimits: { perIp: false, perProject: false },
    auth: {
      smtp: { host: '127.0.0.1', port: 9 },
      frameScript: bundleFrame,
      farcaster: { rpcUrl: devnet.farcaster.rpcUrl },
    },
  })
}, 120_000)
afterEach(async () => {
  await context?.close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await server?.stop()
  await devnet?.stop()
})

async function load(
  viewport = { width: 1280, height: 800 },
  services = `${server.url}/gangway`,
): Promise<void> {
  context = await browser.newContext({ viewport })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error && !/\/directory\/|\/api\/v1\//.test(error)) pageErrors.push(error)
  })
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet).slice(0, 1)),
    services,
    socials: JSON.stringify(['google', 'farcaster']),
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
}

const dialog = () => tab.getByRole('dialog')
const account = () =>
  tab.evaluate(
    () => (window as unknown as GangwayWindow).gangway.stores.accounts.getState().byNamespace.eip155,
  )

/** Opens ConnectingFarcaster from Connect: the sign-in link its QR code shows. */
async function openFarcaster(): Promise<string> {
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
  return waitForLink()
}

async function waitForLink(previous?: string): Promise<string> {
  const waiting = dialog().locator('[data-testid="farcaster-state"][data-state="waiting"]')
  await waiting.waitFor()
  await dialog().getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor()
  const link = (await waiting.getAttribute('data-uri')) ?? ''
  expect(link).not.toBe(previous)
  return link
}

const approve = (link: string, reject = false) =>
  answerFarcasterChannel({
    link,
    serviceUrl: `${server.url}/gangway`,
    projectId: 'p1',
    custodyKey: devFarcasterUser.custodyKey,
    fid: devnet.farcaster?.fid ?? 0,
    username: devFarcasterUser.username,
    reject,
  })

describe('Sign In With Farcaster in the widget', () => {
  it('the dev Farcaster app approves the channel: connected, username and profile in Account; the same fid again gets the same address', async () => {
    await load()
    const link = await openFarcaster()
    expect(new URL(link).searchParams.get('domain')).toBe(new URL(served.url).host)
    await tab.screenshot({ path: 'test-artifacts/farcaster-qr-1280.png' })
    expect(await approve(link)).toEqual({ status: 200, body: { state: 'completed' } })
    await dialog().waitFor({ state: 'hidden' })
    const first = await account()
    expect(first?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first?.farcasterUrl).toBe(`https://farcaster.xyz/${devFarcasterUser.username}`)
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().getByText(`Signed in with Farcaster as ${devFarcasterUser.username}`).waitFor()
    expect(await dialog().getByTestId('farcaster-profile').getAttribute('href')).toBe(first?.farcasterUrl)
    await tab.screenshot({ path: 'test-artifacts/farcaster-account-1280.png' })
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'hidden' })

    await tab.evaluate(() => (window as unknown as GangwayWindow).gangway.disconnect())
    const again = await openFarcaster()
    expect((await approve(again)).status).toBe(200)
    await dialog().waitFor({ state: 'hidden' })
    expect((await account())?.address).toBe(first?.address)
  })

  it('shows a rejection by the Farcaster app, and a new code on retry', async () => {
    await load({ width: 390, height: 844 })
    const link = await openFarcaster()
    expect((await approve(link, true)).body).toEqual({ state: 'rejected' })
    await dialog().getByText('Sign-in declined in Farcaster').waitFor()
    await tab.screenshot({ path: 'test-artifacts/farcaster-rejected-390.png' })
    await dialog().getByRole('button', { name: 'Try again' }).click()
    const next = await waitForLink(link)
    expect((await approve(link)).status).toBe(404)
    expect((await approve(next)).status).toBe(200)
    await dialog().waitFor({ state: 'hidden' })
  })

  it('says the code expired when the channel runs out, and a new code on retry', async () => {
    const short = await startServer({
      projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
      rateLimits: { perIp: false, perProject: false },
      auth: {
        smtp: { host: '127.0.0.1', port: 9 },
        frameScript: bundleFrame,
        farcaster: { rpcUrl: devnet.farcaster?.rpcUrl ?? '', channelTtlMs: 4_000 },
      },
    })
    try {
      await load(undefined, `${short.url}/gangway`)
      const link = await openFarcaster()
      await dialog().getByText('This code has expired').waitFor()
      await tab.screenshot({ path: 'test-artifacts/farcaster-expired-1280.png' })
      // The app itself no longer signs an expired message; the service refuses even its answer.
      const refused = await answerFarcasterChannel({
        link,
        serviceUrl: `${short.url}/gangway`,
        projectId: 'p1',
        custodyKey: devFarcasterUser.custodyKey,
        fid: devnet.farcaster?.fid ?? 0,
        reject: true,
      })
      expect(refused.body).toEqual({ error: 'This Farcaster sign-in expired: start again' })
      await dialog().getByRole('button', { name: 'Try again' }).click()
      await waitForLink(link)
    } finally {
      await context?.close()
      await short.stop()
    }
  })
})
