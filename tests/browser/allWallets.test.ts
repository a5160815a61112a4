import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateWallets } from '../../plugins/connect/test/generateWallets.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

const wallets = generateWallets(5000).map((wallet) => ({ ...wallet, chains: ['eip155:31337'] }))

let browser: Browser
let served: ServedPage

beforeAll(async () => {
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/hostileDirectory.tsx',
      body: '<div id="host"></div>',
      routes: {
        '/gangway/directory/getWallets': (req, res) => {
          const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams
          const page = Number(query.get('page') ?? 1)
          const entries = Number(query.get('entries') ?? 40)
          const search = (query.get('search') ?? '').toLowerCase()
          const matching = wallets.filter((wallet) => wallet.name.toLowerCase().includes(search))
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify({
              count: matching.length,
              data: matching.slice((page - 1) * entries, page * entries),
            }),
          )
        },
      },
    }),
  ])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

/** Geometry of the All Wallets grid inside the modal's shadow root. */
const layout = (tab: Page) =>
  tab.evaluate(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    const dialog = root?.querySelector('[role=dialog]') as HTMLElement
    const list = root?.querySelector('ul[aria-label="All Wallets"]') as HTMLElement
    const tiles = [...list.querySelectorAll<HTMLElement>('li[data-index]')].map((tile) =>
      tile.getBoundingClientRect(),
    )
    const box = dialog.getBoundingClientRect()
    const overflowing = [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
      })
      .map((element) => element.outerHTML.slice(0, 80))
    return {
      firstRow: tiles.filter((tile) => Math.abs(tile.top - (tiles[0]?.top ?? 0)) < 1).length,
      tiles: tiles.length,
      dialog: { left: box.left, right: box.right },
      scroller: {
        scrollWidth: list.parentElement!.scrollWidth,
        clientWidth: list.parentElement!.clientWidth,
      },
      pageWidth: document.documentElement.scrollWidth,
      overflowing,
      focused: Number(root?.activeElement?.closest('li')?.getAttribute('data-index')),
    }
  })

describe('All Wallets in Chromium', () => {
  it('on a 390 px phone shows 3-4 tiles a row, windowed, nothing wider than the screen, and moves focus by rows', async () => {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const pageErrors: string[] = []
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    await tab.goto(served.url)
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('button', { name: /All Wallets/ }).click()
    const dialog = tab.getByRole('dialog', { name: 'All Wallets' })
    await dialog.getByRole('button', { name: 'Amber Vault 0001' }).waitFor()

    // Measured once the view has slid in: mid-animation its translated box pokes out of the dialog.
    await tab.waitForFunction(() =>
      (document.querySelector('gangway-modal')?.shadowRoot?.getAnimations() ?? []).every(
        (animation) =>
          !(animation.effect as KeyframeEffect | null)?.target?.classList.contains('gw-view') ||
          animation.playState === 'finished',
      ),
    )
    mkdirSync('test-artifacts/screenshots', { recursive: true })
    await tab.screenshot({ path: 'test-artifacts/screenshots/all-wallets-390.png' })
    const shown = await layout(tab)
    expect(shown.firstRow).toBeGreaterThanOrEqual(3)
    expect(shown.firstRow).toBeLessThanOrEqual(4)
    expect(shown.tiles).toBeLessThan(40)
    expect(shown.dialog.left).toBeGreaterThanOrEqual(0)
    expect(shown.dialog.right).toBeLessThanOrEqual(390)
    expect(shown.scroller.scrollWidth).toBeLessThanOrEqual(shown.scroller.clientWidth)
    expect(shown.pageWidth).toBeLessThanOrEqual(390)
    expect(shown.overflowing).toEqual([])

    await dialog.getByRole('button', { name: 'Amber Vault 0001' }).focus()
    await tab.keyboard.press('ArrowDown')
    expect((await layout(tab)).focused).toBe(shown.firstRow)
    await tab.keyboard.press('ArrowRight')
    expect((await layout(tab)).focused).toBe(shown.firstRow + 1)
    expect(pageErrors).toEqual([])
    await tab.close()
  }, 60_000)
})
