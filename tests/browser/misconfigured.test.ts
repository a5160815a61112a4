import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Network } from '../../core/index.js'
import { startServer } from '../../server/test/startServer.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

// A host that got its set-up wrong, against the real Gangway server on another origin: the widget must say what
// is wrong (spec section 8's Invalid App Configuration) rather than fail as if the network were down. The page is
// also served as http://app.test (mapped to 127.0.0.1 and treated as secure), an origin that is not a loopback
// one, so that the widget's own allowance for local development does not apply.

const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Gangway Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  testnet: true,
}
let browser: Browser
let served: ServedPage
let server: Awaited<ReturnType<typeof startServer>>
let tab: Page | undefined
const pageErrors: string[] = []

beforeAll(async () => {
  ;[served, server] = await Promise.all([
    servePage({
      entry: 'tests/browser/pages/misconfigured.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
    startServer({
      projects: [{ id: 'p1', allowedOrigins: ['https://app.example'] }],
      rateLimits: { perIp: false, perProject: false },
    }),
  ])
  const port = new URL(served.url).port
  browser = await launchChromium([
    '--host-resolver-rules=MAP app.test 127.0.0.1',
    `--unsafely-treat-insecure-origin-as-secure=http://app.test:${port}`,
  ])
}, 60_000)
afterEach(async () => {
  await tab?.close()
  tab = undefined
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await server?.stop()
})

async function openOn(pageUrl: string, projectId: string): Promise<Page> {
  tab = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  const query = new URLSearchParams({
    projectId,
    networks: JSON.stringify([network]),
    services: `${server.url}/gangway`,
  })
  await tab.goto(`${pageUrl}?${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await tab.click('#open')
  await tab.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  return tab
}

const alertText = (page: Page) =>
  page.getByRole('dialog').locator('.gw-alerts').filter({ hasText: 'Invalid App Configuration' })

describe('a misconfigured host', () => {
  it("a projectId the server does not know shows 'Invalid Project ID - update configuration'", async () => {
    const page = await openOn(served.url, 'no-such-project')
    const alert = alertText(page)
    await alert.waitFor({ timeout: 10_000 })
    expect(await alert.textContent()).toContain('Invalid Project ID - update configuration')
  })

  it('a page on an origin the project does not allow shows Origin not allowed, naming the origin', async () => {
    const origin = `http://app.test:${new URL(served.url).port}`
    const page = await openOn(`${origin}/`, 'p1')
    const alert = alertText(page)
    await alert.waitFor({ timeout: 10_000 })
    expect(await alert.textContent()).toContain(
      `Origin not allowed - add it to the allowed origins of your project (${origin})`,
    )
  })

  it('the same project on an allowed origin shows no alert', async () => {
    await server.server.setProject({ id: 'p1', allowedOrigins: ['https://app.example', 'http://app.test:*'] })
    try {
      const page = await openOn(`http://app.test:${new URL(served.url).port}/`, 'p1')
      // The directory's wallets arrive (a readable answer), and no configuration alert is raised.
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              entry.name.includes('/projects/v1/origins') &&
              (entry as PerformanceResourceTiming).responseEnd > 0,
          ),
      )
      await page.waitForTimeout(300)
      expect(await page.getByRole('dialog').locator('.gw-alerts').count()).toBe(0)
    } finally {
      await server.server.setProject({ id: 'p1', allowedOrigins: ['https://app.example'] })
    }
  })
})
