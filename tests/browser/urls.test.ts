import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

const payload = 'javascript://%0awindow.__pwned=1//'
const evil = {
  id: 'evil',
  name: 'Evil Wallet',
  image_id: 'evil',
  rdns: 'evil.example',
  mobile_link: payload,
  desktop_link: payload,
  webapp_link: 'javascript:window.__pwned=2',
  chains: ['eip155:31337'],
}

let relay: Relay
let browser: Browser
let served: ServedPage

beforeAll(async () => {
  ;[relay, browser, served] = await Promise.all([
    startRelay(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/hostileDirectory.tsx',
      body: '<div id="host"></div>',
      routes: {
        '/gangway/directory/getWallets': (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ count: 1, data: [evil] }))
        },
      },
    }),
  ])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await relay?.stop()
})

const loopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

describe('a hostile wallet directory in Chromium on a phone', () => {
  it('never runs a javascript: mobile_link; the pairing view still shows the QR code', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    const outside: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith('data:') || loopback(url)) return route.continue()
      outside.push(url)
      return route.abort('blockedbyclient')
    })
    const tab = await context.newPage()
    const pageErrors: string[] = []
    const navigations: string[] = []
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    tab.on('framenavigated', (frame) => navigations.push(frame.url()))
    await tab.goto(`${served.url}?relay=${encodeURIComponent(relay.url)}`)
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.evaluate(() => (window as unknown as { gangway: { ready: Promise<void> } }).gangway.ready)
    expect(await tab.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)

    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await tab.getByRole('button', { name: /Evil Wallet/ }).click()
    await tab.locator('[data-view="ConnectingWalletConnect"]').waitFor()
    await tab.locator('[data-uri^="wc:"]').waitFor({ timeout: 10_000 })
    await tab.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    )

    expect(await tab.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await tab.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(await tab.locator('a[href^="javascript" i]').count()).toBe(0)
    expect(await tab.locator('[data-link]').count()).toBe(0)
    expect(navigations.filter((url) => !url.startsWith(served.url))).toEqual([])
    expect(tab.url().startsWith(served.url)).toBe(true)
    expect(pageErrors).toEqual([])
    expect(outside).toEqual([])
    await context.close()
  }, 60_000)
})
