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

async function load(): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  await tab.goto(served.url)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await quiet()
  return tab
}

const scripts = (paths: readonly string[]) => paths.filter((path) => path.endsWith('.js'))
const services = (paths: readonly string[]) => paths.filter((path) => path.startsWith('/svc/'))

describe('the first open', () => {
  it('hovering the connect button fetches the modal code and calls no service; the click then shows the wallets', async () => {
    const tab = await load()
    const atLoad = served.requests.length
    expect(services(served.requests)).toEqual([])
    await tab.hover('#connect')
    await quiet()
    const hovered = served.requests.slice(atLoad)
    const modalCode = /\/(createPluginRuntime|createModalController|shellUi|connect|ConnectView)-/
    expect(scripts(hovered).filter((path) => modalCode.test(path))).toHaveLength(5)
    expect(services(hovered)).toEqual([])
    expect(await tab.getByRole('dialog').count()).toBe(0)
    const atClick = served.requests.length
    await tab.click('#connect')
    const dialog = tab.getByRole('dialog')
    await dialog.getByRole('button', { name: /First Open Test Wallet/ }).waitFor()
    const clicked = served.requests.slice(atClick)
    expect(scripts(clicked).filter((path) => modalCode.test(path) || path.includes('/chunk-'))).toEqual([])
    await quiet()
    expect(services(served.requests.slice(atClick)).length).toBeGreaterThan(0)
    await tab.close()
  })
})
