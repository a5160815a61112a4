import type { Response } from 'playwright-core'
import { launchChromium } from '../fixtures/launchChromium.js'

const ANALYTICS_DEADLINE_MS = 20_000
// A wallet's image alone (getWalletImage/{id}) or a sprite of several (getWalletImages?ids=).
const IMAGE = /^\/gangway\/directory\/getWalletImage(\/|s$)/

/** What a visitor saw of a host whose own server answers /gangway: All Wallets, its images, analytics. */
export interface ServedVisit {
  /** The wallet names All Wallets listed. */
  readonly wallets: readonly string[]
  /** Each wallet image answer (an image alone or a sprite): `status content-type`. */
  readonly images: readonly string[]
  /** Wallet images in the grid that the browser decoded (naturalWidth > 0). */
  readonly imagesShown: number
  /** The status of the first POST /gangway/analytics/e, or its failure. */
  readonly analytics: number | string
  /** Every /gangway request answered 400 or more (`status method path`). */
  readonly failures: readonly string[]
  /** Console and uncaught errors, and the modal's alerts. */
  readonly errors: readonly string[]
}

/**
 * Opens `url` in Chromium, clicks Connect Wallet, then All Wallets, and waits for the grid's first
 * wallet; meanwhile records the wallet image answers, the first analytics POST (batched: up to 20 s)
 * and every failed /gangway request.
 */
export async function visitServedHost(url: string, firstWallet: string): Promise<ServedVisit> {
  const browser = await launchChromium()
  try {
    const tab = await browser.newPage()
    const images: string[] = []
    const failures: string[] = []
    const errors: string[] = []
    tab.on('response', (response: Response) => {
      const path = new URL(response.url()).pathname
      if (!path.startsWith('/gangway/')) return
      const method = response.request().method()
      if (response.status() >= 400) failures.push(`${response.status()} ${method} ${path}`)
      if (IMAGE.test(path)) images.push(`${response.status()} ${response.headers()['content-type']}`)
    })
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    tab.on('pageerror', (error) => errors.push(error.message))
    const analytics = tab
      .waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/gangway/analytics/e',
        { timeout: ANALYTICS_DEADLINE_MS },
      )
      .then(
        (response) => response.status(),
        (error: Error) => error.message,
      )
    await tab.goto(url)
    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('button', { name: /All Wallets/ }).click()
    const dialog = tab.getByRole('dialog', { name: 'All Wallets' })
    // The route's first request opens the server's database (PGlite, migrations): slow on a loaded machine
    await dialog
      .getByRole('button', { name: firstWallet })
      .waitFor({ timeout: 45_000 })
      .catch(async (error: Error) => {
        const text = await dialog.textContent().catch(() => '')
        throw new Error(`${error.message}\ndialog: ${text}\npage errors: ${errors.join('\n')}`, {
          cause: error,
        })
      })
    await tab
      .waitForFunction(
        () =>
          [...(document.querySelector('gangway-modal')?.shadowRoot?.querySelectorAll('li img') ?? [])].some(
            (image) => (image as HTMLImageElement).naturalWidth > 0,
          ),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => {})
    const shown = await tab.evaluate(() => {
      const root = document.querySelector('gangway-modal')?.shadowRoot
      const list = root?.querySelector('ul[aria-label="All Wallets"]')
      const names = [...(list?.querySelectorAll('li .gw-li-label') ?? [])].map(
        (label) => label.textContent ?? '',
      )
      const decoded = [...(list?.querySelectorAll('li img') ?? [])].filter(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ).length
      const alerts = [...(root?.querySelectorAll('[role=alert]') ?? [])].map(
        (alert) => alert.textContent ?? '',
      )
      return { names, decoded, alerts }
    })
    return {
      wallets: shown.names,
      images,
      imagesShown: shown.decoded,
      analytics: await analytics,
      failures,
      errors: [...errors, ...shown.alerts.filter((alert) => alert.trim() !== '')],
    }
  } finally {
    await browser.close()
  }
}
