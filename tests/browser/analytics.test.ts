import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../entries/plugin.js'
import type { DevServices } from '../../playground/devnet/services/DevServices.js'
import { startDevServices } from '../../playground/devnet/services/startDevServices.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  gangway: {
    ready: Promise<void>
    disconnect(): Promise<void>
    getState(): { account?: { status: string; address?: string } }
  }
}

const tz = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'
const WAIT = 15_000
const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let services: DevServices
let context: BrowserContext
let tab: Page
let project = 0

beforeAll(async () => {
  ;[browser, served, services] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/analytics.ts',
      body: '<button id="open" type="button">Connect</button>',
      routes: {
        '/elsewhere': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          response.end('<!doctype html><title>Elsewhere</title><link rel="icon" href="data:,">')
        },
      },
    }),
    startDevServices(),
  ])
}, 60_000)
afterEach(async () => {
  await context?.close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await services?.stop()
})

/** A new tab on the page with its own project id; each navigator.sendBeacon call is listed in localStorage. */
async function load(options: { analytics?: false } = {}): Promise<string> {
  project += 1
  const projectId = `analytics-browser-${project}`
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
  await tab.addInitScript((address) => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const list = JSON.parse(localStorage.getItem('test:beacons') ?? '[]') as string[]
      localStorage.setItem('test:beacons', JSON.stringify([...list, String(url)]))
      return send(url, data)
    }
    let authorised = false
    Object.assign(window, {
      tezosWallet: {
        async request(method: string) {
          if (method === 'tz_connect') authorised = true
          if (method === 'tz_connect' || method === 'tz_reconnect')
            return authorised ? { accounts: [address], network: 'NetXdQprcVkpaWU' } : null
          if (method === 'tz_balance') return '1234567'
          if (method === 'tz_disconnect') authorised = false
          return null
        },
      },
    })
  }, tz)
  const query = new URLSearchParams({
    services: `${services.url}${services.basePath}`,
    project: projectId,
    ...(options.analytics === false ? { analytics: 'false' } : {}),
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
  return projectId
}

const received = async (projectId: string) =>
  (await services.analyticsEvents()).filter((event) => event.projectId === projectId)
const receivedNames = async (projectId: string) =>
  (await received(projectId)).map((event) => event.props.event)
/** Every request of this project to the analytics sink or the analytics config, preflights included. */
const analyticsRequests = (projectId: string) =>
  services
    .requests()
    .filter(
      (request) =>
        request.query.projectId === projectId &&
        (request.service === 'analytics' || request.path.endsWith('/getAnalyticsConfig')),
    )
const sinkPosts = (projectId: string) =>
  analyticsRequests(projectId).filter(
    (request) => request.service === 'analytics' && request.method === 'POST',
  )
const dialog = () => tab.getByRole('dialog')
/** The URLs navigator.sendBeacon was called with on this origin, oldest first. */
const beacons = () => tab.evaluate(() => JSON.parse(localStorage.getItem('test:beacons') ?? '[]') as string[])
/** The visitor leaves for another page of the same origin (pagehide), where the beacon list stays readable. */
const leave = () => tab.goto(`${served.url}elsewhere`)

async function connectThroughModal(): Promise<void> {
  await tab.click('#open')
  await dialog().locator('[data-wallet^="connector:"]').filter({ hasText: 'Tezos Test Wallet' }).click()
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account?.status), {
      timeout: WAIT,
    })
    .toBe('connected')
}

describe('analytics in Chromium, against the dev services', () => {
  it('sends nothing before the first open; after open and connect the events arrive in the spec shape', async () => {
    const projectId = await load()
    await tab.waitForLoadState('networkidle')
    await tab.hover('#open')
    await tab.waitForLoadState('networkidle')
    expect(analyticsRequests(projectId)).toEqual([])

    await connectThroughModal()
    await expect
      .poll(() => receivedNames(projectId), { timeout: WAIT })
      .toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    const [open, connect, close] = await received(projectId)
    for (const event of [open, connect, close]) {
      expect(event?.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(event).toMatchObject({
        url: served.url,
        domain: '127.0.0.1',
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
      })
    }
    expect(open?.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { view: 'Connect', connected: false },
    })
    expect(connect?.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { namespace: 'tezos', connector: 'tezos-test-wallet' },
      address: tz,
    })
    expect(close?.props).toMatchObject({ event: 'MODAL_CLOSE', address: tz })
    expect(sinkPosts(projectId).length).toBeLessThan(3)
    expect(await beacons()).toEqual([])
  })

  it('sends what is queued by sendBeacon when the visitor leaves the page', async () => {
    const projectId = await load()
    await connectThroughModal()
    await expect.poll(() => receivedNames(projectId), { timeout: WAIT }).toContain('MODAL_CLOSE')
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
    await leave()
    expect(await beacons()).toEqual([
      expect.stringContaining(`/gangway/analytics/e?projectId=${projectId}&st=`),
    ])
    await expect.poll(() => receivedNames(projectId), { timeout: WAIT }).toContain('DISCONNECT_SUCCESS')
    expect((await received(projectId)).at(-1)?.props).toEqual({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'all' },
    })
  })

  it('sends what is queued by sendBeacon when the page becomes hidden', async () => {
    const projectId = await load()
    await tab.click('#open')
    await dialog().waitFor()
    await expect.poll(() => receivedNames(projectId), { timeout: WAIT }).toEqual(['MODAL_OPEN'])
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
    // Headless Chromium never hides a tab: the page's visibility is set as a hidden tab's would be.
    await tab.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await beacons()).toHaveLength(1)
    await expect
      .poll(() => receivedNames(projectId), { timeout: WAIT })
      .toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('with analytics: false, a whole session (open, connect, disconnect, leave) makes no analytics request', async () => {
    const projectId = await load({ analytics: false })
    await connectThroughModal()
    await tab.click('#open')
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account?.status), {
        timeout: WAIT,
      })
      .not.toBe('connected')
    await leave()
    // The page is gone: anything it queued would have left by beacon on pagehide. Let it arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await beacons()).toEqual([])
    expect(analyticsRequests(projectId)).toEqual([])
    expect(services.requests().some((request) => request.query.projectId === projectId)).toBe(true)
  })
})
