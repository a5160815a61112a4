import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateWallets } from '../../plugins/connect/test/generateWallets.js'
import { decodePng } from '../../server/directory/decodePng.js'
import { startServer } from '../../server/test/startServer.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

const wallets = generateWallets(5000).map((wallet) => ({ ...wallet, chains: ['eip155:31337'] }))

let browser: Browser
let served: ServedPage
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  ;[browser, server, served] = await Promise.all([
    launchChromium(),
    // The Gangway server's own directory (its drawn wallet images and their sprites) for the images test.
    startServer({
      projects: [{ id: 'gangway-browser-test', allowedOrigins: ['http://127.0.0.1:*'] }],
      rateLimits: { perIp: false, perProject: false },
      wallets: wallets.slice(0, 300),
    }),
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
  await server?.stop()
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

  it('shows a search answer’s images from the Gangway server as one sprite, each tile its own wallet’s, and each alone when sprites fail', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const pageErrors: string[] = []
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    const images: URL[] = []
    tab.on('request', (request) => {
      if (/\/getWalletImages?\b/.test(request.url())) images.push(new URL(request.url()))
    })
    await tab.goto(`${served.url}?${new URLSearchParams({ directory: `${server.url}/gangway/directory` })}`)
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('button', { name: /All Wallets/ }).click()
    const dialog = tab.getByRole('dialog', { name: 'All Wallets' })
    await dialog.getByRole('button', { name: 'Amber Vault 0001' }).waitFor()

    /** The grid's tiles: wallet name, image URL and object-position, once every shown image has loaded. */
    const tiles = async () => {
      await tab.waitForFunction(() => {
        const list = document
          .querySelector('gangway-modal')
          ?.shadowRoot?.querySelector('ul[aria-label="All Wallets"]')
        const shown = [...(list?.querySelectorAll('li[data-index] img') ?? [])] as HTMLImageElement[]
        return shown.length > 0 && shown.every((image) => image.complete && image.naturalWidth > 0)
      })
      return tab.evaluate(() => {
        const list = document
          .querySelector('gangway-modal')
          ?.shadowRoot?.querySelector('ul[aria-label="All Wallets"]')
        // The tiles that show an image (those of the overscan below the fold have none yet).
        const shown = [...(list?.querySelectorAll<HTMLElement>('li[data-index]') ?? [])].filter((tile) =>
          tile.querySelector('img'),
        )
        return shown.map((tile) => {
          const image = tile.querySelector('img')
          return {
            index: Number(tile.dataset.index),
            name: tile.querySelector('button')?.getAttribute('aria-label') ?? tile.textContent ?? '',
            src: image?.currentSrc ?? '',
            position: image?.style.objectPosition ?? '',
          }
        })
      })
    }
    await tiles()
    images.length = 0
    await dialog.getByRole('searchbox').fill('Satchel')
    await dialog.getByRole('button', { name: 'Amber Satchel 0081' }).waitFor()
    const found = await tiles()
    expect(found.length).toBeGreaterThan(8)
    // One request for the answer's images, and none for one image alone.
    expect(images.map((url) => url.pathname.split('/').pop())).toEqual(['getWalletImages'])
    const ids = images[0]!.searchParams.get('ids')!.split(',')
    expect(ids.length).toBe(found.length)
    found.forEach(({ name, src, position }, index) => {
      expect(src).toBe(images[0]!.href)
      // Cell i of n at i / (n - 1) of the row, and the cell is this wallet's image.
      expect(position).toMatch(/^[\d.]+% 50%$/)
      const cell = (Number.parseFloat(position) / 100) * (found.length - 1)
      expect(cell).toBeCloseTo(index, 3)
      expect(ids[Math.round(cell)]).toBe(`img-w${name.match(/\d{4}/)?.[0]}`)
    })

    // What a visitor sees: each tile's cell looks as that wallet's image alone in the same tile.
    const picks = [0, Math.floor(found.length / 2), found.length - 1].map((at) => found[at]!.index)
    const shot = async (index: number) =>
      decodePng(
        new Uint8Array(
          await dialog.locator(`li[data-index="${index}"] img`).screenshot({ animations: 'disabled' }),
        ),
      )!
    // Mean difference of two screenshots' channels, 0-255 (scaled from a 96 px cell or image to a 40 px
    // tile, the same picture differs by a unit or two where Chromium's filters sample differently).
    const difference = (a: ReturnType<typeof decodePng>, b: ReturnType<typeof decodePng>) =>
      a!.rgba.reduce((sum, value, i) => sum + Math.abs(value - b!.rgba[i]!), 0) / a!.rgba.length
    const fromSprite = await Promise.all(picks.map(shot))
    await tab.evaluate(
      ({ indices, urls }) => {
        const list = document
          .querySelector('gangway-modal')
          ?.shadowRoot?.querySelector('ul[aria-label="All Wallets"]')
        indices.forEach((index, at) => {
          const image = list?.querySelector<HTMLImageElement>(`li[data-index="${index}"] img`)
          if (!image) return
          image.style.objectPosition = ''
          image.src = urls[at]!
        })
      },
      {
        indices: picks,
        urls: picks.map((index) => {
          const alone = new URL(images[0]!.href)
          const at = found.findIndex((tile) => tile.index === index)
          alone.pathname = alone.pathname.replace(/getWalletImages$/, `getWalletImage/${ids[at]}`)
          alone.searchParams.delete('ids')
          return alone.href
        }),
      },
    )
    await tiles()
    const alone = await Promise.all(picks.map(shot))
    picks.forEach((_, at) => {
      expect([fromSprite[at]!.width, fromSprite[at]!.height]).toEqual([alone[at]!.width, alone[at]!.height])
      expect(difference(fromSprite[at], alone[at]), `tile ${picks[at]}`).toBeLessThan(4)
      // and far from a neighbour's image: the cell shown is this wallet's
      expect(difference(fromSprite[at], alone[(at + 1) % picks.length])).toBeGreaterThan(10)
    })

    // Sprites that fail (a server without the endpoint): each tile asks for its own image, and shows it.
    await tab.route('**/getWalletImages?**', (route) => route.fulfill({ status: 404, body: '{}' }))
    images.length = 0
    await dialog.getByRole('searchbox').fill('Coffer')
    await dialog.getByRole('button', { name: 'Amber Coffer 0091' }).waitFor()
    const alone2 = await tiles()
    expect(alone2.length).toBeGreaterThan(8)
    for (const { src, position } of alone2) {
      expect(src).toMatch(/\/getWalletImage\/img-w\d{4}\?/)
      expect(position).toBe('')
    }
    expect(images.filter((url) => url.pathname.endsWith('getWalletImages')).length).toBe(1)
    expect(pageErrors).toEqual([])
    await tab.close()
  }, 60_000)
})
