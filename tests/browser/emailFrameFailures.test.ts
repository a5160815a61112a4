import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

/**
 * What the visitor sees when the secure frame fails (spec section 9's frame timings, on a driven clock): a frame that
 * never says READY, and one that says it and then never answers the e-mail request.
 */
const html = (script: string) => (_req: IncomingMessage, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>frame</title>${script}`)
const ready = `<script>
  const seen = []
  addEventListener('message', (event) => seen.push(event.data?.type))
  parent.postMessage({ gangwayFrame: 1, type: '@gangway-frame/READY' }, '*')
  window.seen = seen
</script>`

const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let context: BrowserContext | undefined
let tab: Page

beforeAll(async () => {
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/email.ts',
      body: '<button id="open" type="button">Connect wallet</button>',
      routes: {
        '/silent/frame': html(''),
        '/mute/frame': html(ready),
      },
    }),
  ])
}, 60_000)
afterEach(async () => {
  await context?.close()
  context = undefined
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

const dialog = () => tab.getByRole('dialog')

/** The e-mail page with its services (and frame) under `/${frame}`, on a fake clock; the e-mail submitted. */
async function submitWith(frame: 'silent' | 'mute') {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  tab = await context.newPage()
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  await tab.clock.install()
  const network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }
  const query = new URLSearchParams({
    networks: JSON.stringify([network]),
    services: `${served.url}${frame}`,
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog().getByRole('textbox', { name: 'E-mail' }).fill('visitor@example.com')
  await dialog().getByRole('button', { name: 'Continue' }).click()
  await tab.waitForFunction(() => document.querySelector('iframe[title="Gangway secure frame"]') !== null)
}

describe('the secure frame failing, as the visitor sees it', () => {
  it("a frame that never loads: 'Network Error - Could not load embedded wallet' after 20 s, not before", async () => {
    await submitWith('silent')
    await tab.clock.fastForward(19_000)
    expect(await dialog().getByText('Network Error - Could not load embedded wallet').count()).toBe(0)
    await tab.clock.fastForward(1_500)
    await dialog().getByText('Network Error - Could not load embedded wallet').waitFor()
    // The field says it in words; the catalogue's code is not shown to the visitor.
    await dialog().getByText('The embedded wallet did not answer. Please try again.').waitFor()
    expect(await dialog().getByText('iframe_load_failed').count()).toBe(0)
  })

  it("a frame that stops answering: 'Embedded Wallet Request Timed Out' after 120 s, not before", async () => {
    await submitWith('mute')
    await tab.clock.fastForward(1_000)
    const frame = tab.frame({ url: /\/mute\/frame/ })
    await expect
      .poll(() => frame?.evaluate(() => (window as unknown as { seen: string[] }).seen), { timeout: 10_000 })
      .toContain('@gangway-app/CONNECT_EMAIL')
    await tab.clock.fastForward(118_000)
    expect(await dialog().getByText('Embedded Wallet Request Timed Out').count()).toBe(0)
    await tab.clock.fastForward(2_000)
    await dialog().getByText('Embedded Wallet Request Timed Out').waitFor()
    await dialog().getByText('The embedded wallet did not answer. Please try again.').waitFor()
    expect(await dialog().getByText('iframe_request_timeout').count()).toBe(0)
    expect(await dialog().getByText('Network Error - Could not load embedded wallet').count()).toBe(0)
  })
})
