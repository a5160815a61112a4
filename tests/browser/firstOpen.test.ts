import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

let browser: Browser
let served: ServedPage

beforeAll(async () => {
  browser = await launchChromium()
  served = await servePage({
    entry: 'tests/browser/pages/quickStart.tsx',
    body: '<main id="host"></main>',
    routes: {},
  })
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

/** Resolves once the page's server saw no new request for 400 ms. */
async function quiet(): Promise<void> {
  let count = -1
  while (count !== served.requests.length) {
    count = served.requests.length
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
}

/** Opens the page and waits for it to go quiet; returns the tab and the requests of this page so far. */
async function load(query = ''): Promise<{ tab: Page; loaded: () => string[] }> {
  const start = served.requests.length
  const tab = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  await tab.goto(`${served.url}${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await quiet()
  return { tab, loaded: () => served.requests.slice(start) }
}

const scripts = (paths: readonly string[]) => paths.filter((path) => path.endsWith('.js'))
const services = (paths: readonly string[]) => paths.filter((path) => path.startsWith('/svc/'))

const modalCode = /\/(createPluginRuntime|createModalController|shellUi|connect|ConnectView)-/

/** Clicks the connect button and waits for the wallet in the Connect view; returns the requests the click made. */
async function openConnect(tab: Page): Promise<string[]> {
  const atClick = served.requests.length
  await tab.click('#connect')
  await tab
    .getByRole('dialog')
    .getByRole('button', { name: /First Open Test Wallet/ })
    .waitFor()
  const clicked = served.requests.slice(atClick)
  await quiet()
  expect(services(served.requests.slice(atClick)).length).toBeGreaterThan(0)
  return clicked
}

describe('the first open', () => {
  it('once the page is idle the modal code is fetched, with no service called and no dialog shown; the click then fetches no code', async () => {
    const { tab, loaded } = await load()
    expect(scripts(loaded()).filter((path) => modalCode.test(path))).toHaveLength(5)
    expect(services(loaded())).toEqual([])
    expect(await tab.getByRole('dialog').count()).toBe(0)
    const clicked = await openConnect(tab)
    expect(scripts(clicked).filter((path) => modalCode.test(path))).toEqual([])
    await tab.close()
  })

  it("with prefetch: 'intent', hovering the connect button fetches the modal code and calls no service; the click then shows the wallets", async () => {
    const { tab, loaded } = await load('?prefetch=intent')
    const atLoad = served.requests.length
    expect(scripts(loaded()).filter((path) => modalCode.test(path))).toEqual([])
    expect(services(loaded())).toEqual([])
    await tab.hover('#connect')
    await quiet()
    const hovered = served.requests.slice(atLoad)
    expect(scripts(hovered).filter((path) => modalCode.test(path))).toHaveLength(5)
    expect(services(hovered)).toEqual([])
    expect(await tab.getByRole('dialog').count()).toBe(0)
    const clicked = await openConnect(tab)
    expect(scripts(clicked).filter((path) => modalCode.test(path) || path.includes('/chunk-'))).toEqual([])
    await tab.close()
  })
})
