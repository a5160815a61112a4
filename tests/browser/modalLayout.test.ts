import { mkdirSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import { holdRequests } from '../fixtures/holdRequests.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { recordDialogHeights } from '../fixtures/recordDialogHeights.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

// The modal as a host ships it (built-in Connect view, WalletConnect), on a page of its own server:
// its height from the first frame, its place at phone and desktop sizes, its focus ring, the
// WalletConnect entry and copy link, and the screenshots shown in README.md. The host page is wider
// than a phone (#stage reaches 990 px): there Chromium widens the layout viewport to the page, and an
// overlay sized by `inset: 0` put the sheet below and right of the screen (the newcomer's report).

const screenshots = 'test-artifacts/screenshots'
const colours = ['#f6851b', '#3b7bf6', '#16a34a', '#7c3aed']
const wallets = ['Rabbit Wallet', 'Harbor', 'Keel Wallet', 'Lighthouse'].map((name, index) => ({
  id: `wallet-${index}`,
  name,
  image_id: `image-${index}`,
}))
const image = (index: number) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'image/svg+xml' })
  res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colours[index]}"/><text x="20" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${wallets[index]?.name[0]}</text></svg>`,
  )
}
/** Directory answers wait here while `holdDirectory` is on, until `releaseDirectory()`. */
const held: ServerResponse[] = []
let holdDirectory = false
const answer = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ count: 431, data: wallets }))
}
const releaseDirectory = () => {
  for (const res of held.splice(0)) answer(res)
}

const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
/** The same page without a viewport tag: a phone lays it out 980 px wide and shows it zoomed out. */
let untagged: ServedPage
let relay: Relay

beforeAll(async () => {
  const page = {
    entry: 'tests/browser/pages/firstOpen.ts',
    body: `<main><h1>Host app</h1><button id="open" type="button">Connect wallet</button>
<div id="stage" style="position:absolute;top:40px;left:600px;width:390px;height:700px;transform:translateZ(0);overflow:hidden"></div></main>`,
    routes: {
      '/gangway/directory/getWallets': (_req: unknown, res: ServerResponse) =>
        holdDirectory ? held.push(res) : answer(res),
      ...Object.fromEntries(
        wallets.map((wallet, index) => [
          `/gangway/directory/getWalletImage/${wallet.image_id}`,
          image(index),
        ]),
      ),
    },
  }
  ;[browser, served, untagged, relay] = await Promise.all([
    launchChromium(),
    servePage({ ...page, head: '<meta name="viewport" content="width=device-width, initial-scale=1">' }),
    servePage(page),
    startRelay(),
  ])
  mkdirSync(screenshots, { recursive: true })
}, 60_000)
afterEach(() => {
  holdDirectory = false
  releaseDirectory()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await untagged?.close()
  await relay?.stop()
})

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

async function openPage(options: BrowserContextOptions = {}, query = '', page = served): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 }, ...options })
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  await tab.goto(`${page.url}?relay=${encodeURIComponent(relay.url)}${query}`)
  await tab.waitForFunction(() => (window as { pageReady?: boolean }).pageReady === true)
  return tab
}

const dialog = (tab: Page) => tab.getByRole('dialog')

async function openConnect(tab: Page) {
  await tab.click('#open')
  await dialog(tab)
    .getByRole('button', { name: /Lighthouse/ })
    .waitFor()
  await dialog(tab).locator('.gw-img img').nth(3).waitFor()
  await tab.waitForTimeout(300)
}

const dialogBox = async (tab: Page) => {
  const box = await dialog(tab).boundingBox()
  if (!box) throw new Error('the dialog has no box')
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height, width: box.width }
}

describe('the modal never jumps', () => {
  it('has the height of the loaded Connect view from its first frame, skeleton rows standing in for the wallets', async () => {
    holdDirectory = true
    const tab = await openPage()
    const heights = await recordDialogHeights(tab)
    await tab.click('#open')
    await dialog(tab)
      .getByRole('button', { name: /WalletConnect/ })
      .waitFor()
    expect(await dialog(tab).locator('.gw-skel-row').count()).toBe(4)
    releaseDirectory()
    await dialog(tab)
      .getByRole('button', { name: /Lighthouse/ })
      .waitFor()
    await tab.waitForTimeout(400)
    const recorded = await heights()
    const loaded = recorded.at(-1) ?? 0
    expect(loaded).toBeGreaterThan(400)
    expect(recorded.filter((height) => Math.abs(height - loaded) > 2)).toEqual([])
    await tab.close()
  })
})

describe('the networks view', () => {
  it('stands in for its list with one skeleton row a network while its chunk loads', async () => {
    const tab = await openPage()
    const release = await holdRequests(tab, '**/SwitchNetworkView-*.js')
    await openConnect(tab)
    await tab.evaluate(() =>
      (window as unknown as { gangway: { navigate(view: string): void } }).gangway.navigate('SwitchNetwork'),
    )
    await dialog(tab).getByRole('heading', { name: 'Choose network' }).waitFor()
    expect(await dialog(tab).locator('.gw-skel-row').count()).toBe(1)
    await tab.waitForTimeout(400)
    const loading = (await dialogBox(tab)).bottom - (await dialogBox(tab)).top
    release()
    await dialog(tab)
      .getByRole('button', { name: /Devnet A/ })
      .waitFor()
    await tab.waitForTimeout(400)
    const loaded = (await dialogBox(tab)).bottom - (await dialogBox(tab)).top
    expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(2)
    // The active testnet's whole name shows beside its tags (once cut to 'Gangway De…' by Testnet and Active).
    const cut = await dialog(tab)
      .locator('.gw-li-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      )
    expect(cut).toEqual([])
    await tab.close()
  })

  it('has its height from the first frame when the page opens it by name while its chunk loads', async () => {
    const tab = await openPage()
    const release = await holdRequests(tab, '**/SwitchNetworkView-*.js')
    // The page set up its plugins while idle (warm): the view is registered, its chunk not loaded.
    await tab.waitForFunction(() =>
      (
        window as unknown as {
          gangway: { stores: { registry: { getState(): { views: Map<string, unknown> } } } }
        }
      ).gangway.stores.registry
        .getState()
        .views.has('SwitchNetwork'),
    )
    const heights = await recordDialogHeights(tab)
    await tab.evaluate(() => {
      ;(window as unknown as { gangway: { open(options: { view: string }): Promise<void> } }).gangway.open({
        view: 'SwitchNetwork',
      })
    })
    await dialog(tab).locator('.gw-skel-row').first().waitFor()
    expect(await dialog(tab).locator('.gw-skel-row').count()).toBe(1)
    await tab.waitForTimeout(500)
    release()
    await dialog(tab)
      .getByRole('button', { name: /Devnet A/ })
      .waitFor()
    await tab.waitForTimeout(400)
    const recorded = await heights()
    const loaded = recorded.at(-1) ?? 0
    expect(loaded).toBeGreaterThan(100)
    expect(recorded.filter((height) => Math.abs(height - loaded) > 2)).toEqual([])
    await tab.close()
  })
})

describe('the modal at phone and desktop sizes', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`is a bottom sheet at 390x844 and centred at 1024x768 and 1280x800 (${theme})`, async () => {
      const query = theme === 'dark' ? '&theme=dark' : ''
      const sheet = await openPage(phone, query)
      await openConnect(sheet)
      const onPhone = await dialogBox(sheet)
      expect(onPhone).toMatchObject({ left: 0, right: 390, bottom: 844 })
      expect(onPhone.top).toBeGreaterThan(0)
      const corners = await dialog(sheet).evaluate((element) => {
        const style = getComputedStyle(element)
        return [parseFloat(style.borderTopLeftRadius), parseFloat(style.borderBottomLeftRadius)]
      })
      expect(corners[0]).toBeGreaterThan(0)
      expect(corners[1]).toBe(0)
      await dialog(sheet).screenshot({ path: `${screenshots}/modal-phone-${theme}.png` })
      await sheet.close()

      for (const viewport of [
        { width: 1024, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        const tab = await openPage({ viewport, deviceScaleFactor: 2 }, query)
        await openConnect(tab)
        const box = await dialogBox(tab)
        expect(box.width).toBe(360)
        expect(box.top).toBeGreaterThan(0)
        expect(box.bottom).toBeLessThan(viewport.height)
        expect(Math.abs(box.left - (viewport.width - box.right))).toBeLessThanOrEqual(1)
        expect(Math.abs(box.top - (viewport.height - box.bottom))).toBeLessThanOrEqual(1)
        if (viewport.width === 1280)
          await dialog(tab).screenshot({ path: `${screenshots}/modal-desktop-${theme}.png` })
        await tab.close()
      }
    })

  it('is a bottom sheet of a phone-sized element it is mounted in, on a desktop page', async () => {
    const tab = await openPage({}, '&stage')
    await openConnect(tab)
    expect(await dialogBox(tab)).toMatchObject({ left: 600, right: 990, bottom: 740 })
    expect((await dialogBox(tab)).top).toBeGreaterThan(40)
    await tab.close()
  })

  it("is a bottom sheet at the screen's own size on a phone page without a viewport tag, and so are its notices", async () => {
    const tab = await openPage(phone, '', untagged)
    const page = await tab.evaluate(() => ({
      width: visualViewport?.width ?? 0,
      layout: document.documentElement.clientWidth,
      scale: visualViewport?.scale ?? 1,
    }))
    // Chromium lays the page out 980 px wide and shows all of it (#stage reaches 990 px) on the 390 px screen.
    expect(page.layout).toBe(980)
    expect(page.scale).toBeLessThan(0.5)
    await openConnect(tab)
    const onScreen = (value: number) => Math.round(value * page.scale)
    const box = await dialogBox(tab)
    expect(onScreen(box.left)).toBe(0)
    expect(onScreen(box.right)).toBe(390)
    expect(Math.abs(onScreen(box.bottom) - 844)).toBeLessThanOrEqual(1)
    const title = await dialog(tab).getByRole('heading', { name: 'Connect Wallet' }).boundingBox()
    expect(onScreen(title?.height ?? 0)).toBeGreaterThanOrEqual(18)
    await dialog(tab).screenshot({ path: `${screenshots}/modal-phone-no-viewport-tag.png` })
    // A tap lands where the visitor sees the entry.
    await dialog(tab)
      .getByRole('button', { name: /All Wallets/ })
      .tap()
    await dialog(tab).getByRole('heading', { name: 'All Wallets' }).waitFor()
    await tab.close()

    const notices = await openPage(phone, '&noProject', untagged)
    const region = notices.getByRole('region', { name: 'Wallet notifications' })
    await region.getByText('Project ID Not Configured').waitFor()
    const corner = await region.boundingBox()
    if (!corner) throw new Error('the notices have no box')
    expect(onScreen(corner.width)).toBe(358)
    expect(onScreen(corner.y)).toBe(16)
    expect(onScreen(corner.x + corner.width)).toBe(390 - 16)
    await notices.close()
  })

  it('keeps the WalletConnect view inside the phone screen, scrolling inside the sheet', async () => {
    const tab = await openPage({ ...phone, viewport: { width: 390, height: 600 } })
    await openConnect(tab)
    await dialog(tab)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(tab).getByRole('button', { name: 'Copy link' }).waitFor()
    const box = await dialogBox(tab)
    expect(box).toMatchObject({ left: 0, right: 390, bottom: 600 })
    expect(box.top).toBeGreaterThanOrEqual(0)
    await tab.close()
  })
})

describe('the Connect view and the pairing view', () => {
  it('draws the WalletConnect entry with its own icon and a QR tag, and copies the pairing link by keyboard', async () => {
    const tab = await openPage()
    await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await openConnect(tab)
    const entry = dialog(tab).getByRole('button', { name: /WalletConnect/ })
    expect(await entry.locator('.gw-li-label').textContent()).toBe('WalletConnect')
    expect(await entry.locator('.gw-tag').textContent()).toBe('QR')
    expect(await entry.locator('.gw-img svg path').count()).toBe(1)
    expect(await entry.locator('img').count()).toBe(0)
    await entry.click()
    const copy = dialog(tab).getByRole('button', { name: 'Copy link' })
    await copy.waitFor()
    const uri = await dialog(tab).locator('[data-uri^="wc:"]').getAttribute('data-uri')
    await copy.focus()
    await tab.keyboard.press('Enter')
    await dialog(tab).getByRole('button', { name: 'Link copied' }).waitFor()
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(uri)
    await tab.close()
  })
})

describe('the focus ring', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`is visible and whole on every control of the Connect view, at 3:1 against the modal (${theme})`, async () => {
      const tab = await openPage({}, theme === 'dark' ? '&theme=dark' : '')
      await openConnect(tab)
      const rings: { name: string; clipped: boolean; width: number; contrast: number }[] = []
      for (let i = 0; i < 7; i++) {
        await tab.keyboard.press('Tab')
        rings.push(
          await tab.evaluate(() => {
            const shadow = document.querySelector('gangway-modal')?.shadowRoot as ShadowRoot
            const focused = shadow.activeElement as HTMLElement
            const style = getComputedStyle(focused)
            const rgb = (colour: string) => {
              const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
              canvas.fillStyle = colour
              canvas.fillRect(0, 0, 1, 1)
              return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)]
            }
            const luminance = (colour: string) => {
              const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
                const c = value / 255
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
              })
              return 0.2126 * r + 0.7152 * g + 0.0722 * b
            }
            const ring = luminance(style.outlineColor)
            const modal = luminance(
              getComputedStyle(shadow.querySelector('.gw-modal') as Element).backgroundColor,
            )
            const box = focused.getBoundingClientRect()
            const scroller = (shadow.querySelector('.gw-body') as Element).getBoundingClientRect()
            const outside = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
            const inHeader = box.bottom <= scroller.top
            return {
              name: focused.getAttribute('aria-label') ?? focused.textContent ?? '',
              clipped:
                !inHeader &&
                (box.top - outside < scroller.top ||
                  box.bottom + outside > scroller.bottom ||
                  box.left - outside < scroller.left ||
                  box.right + outside > scroller.right),
              width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
              contrast:
                Math.round(((Math.max(ring, modal) + 0.05) / (Math.min(ring, modal) + 0.05)) * 10) / 10,
            }
          }),
        )
      }
      expect(rings.map((ring) => ring.name)).toEqual([
        'Close',
        'WalletConnectQR',
        'Rabbit Wallet',
        'Harbor',
        'Keel Wallet',
        'Lighthouse',
        'All Wallets430+',
      ])
      for (const ring of rings) {
        expect(ring.width, ring.name).toBeGreaterThanOrEqual(2)
        expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3)
        expect(ring.clipped, ring.name).toBe(false)
      }
      await tab.close()
    })
})
