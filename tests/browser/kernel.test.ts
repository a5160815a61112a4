import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

let browser: Browser
let page: ServedPage
let configRequests = 0

beforeAll(async () => {
  browser = await launchChromium()
  page = await servePage({
    entry: 'tests/browser/pages/kernelOnly.ts',
    routes: {
      '/directory/appkit/v1/config': (_req, res) => {
        configRequests += 1
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ features: { swaps: false } }))
      },
    },
  })
})
afterAll(async () => {
  await browser?.close()
  await page?.close()
})

describe('kernel in Chromium', () => {
  it('makes no request beyond its own scripts before the first open, then fetches project config once', async () => {
    const tab = await browser.newPage()
    const external: string[] = []
    tab.on('request', (request) => {
      if (!request.url().startsWith(page.url)) external.push(request.url())
    })
    await tab.goto(page.url)
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.evaluate(() => (window as unknown as { gangway: { ready: Promise<void> } }).gangway.ready)
    const before = page.requests.filter((path) => !path.endsWith('.map'))
    expect(before.filter((path) => path !== '/' && !path.endsWith('.js'))).toEqual([])
    expect(configRequests).toBe(0)

    await tab.evaluate(() => (window as unknown as { gangway: { open(): Promise<void> } }).gangway.open())
    await tab.waitForFunction(
      () =>
        (
          window as unknown as { gangway: { getState(): { features: { swaps: boolean } } } }
        ).gangway.getState().features.swaps === false,
    )
    const state = await tab.evaluate(() =>
      (window as unknown as { gangway: { getState(): unknown } }).gangway.getState(),
    )
    expect(state).toMatchObject({ open: true })
    expect(configRequests).toBe(1)
    expect(external).toEqual([])
    await tab.close()
  })
})
