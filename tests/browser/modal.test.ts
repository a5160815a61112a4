import { mkdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const screenshots = 'test-artifacts/screenshots'
const hostPage = `<main><h1 id="host-title">Host app</h1><p id="host-text">The host page's own text.</p>
<button id="open" type="button" style="display:inline-block !important">Connect wallet</button>
<div id="decoy" class="gw-root gw-btn gw-btn--primary gw-modal gw-overlay">A host element that happens to use our class names</div></main>`
const hostile = `<style>
* { color: red !important; font-size: 40px !important; display: block; font-family: "Comic Sans MS", cursive !important;
  line-height: 3 !important; letter-spacing: 3px !important; text-transform: uppercase !important; margin: 7px; }
button { display: none !important; }
div, span, p { padding: 30px !important; background: yellow !important; border: 5px dashed green !important; }
svg { width: 300px !important; height: 300px !important; }
h2 { position: absolute !important; top: -9999px !important; }
body * { transform: rotate(2deg); box-sizing: content-box !important; }
[role=dialog], [class*="gw-"], gangway-modal { display: none !important; opacity: 0 !important; }
:root, body { --gw-accent: red; --gw-bg: lime; --gw-fs: 50px; --gw-c: red; }
</style>`

const pageErrors: string[] = []
const expectedPageErrors =
  /Namespace "eip155" already has an adapter from plugin "test-eip155"|test view failed on purpose/

let browser: Browser
let plain: ServedPage
let hostilePage: ServedPage

beforeAll(async () => {
  browser = await launchChromium()
  // The connect plugin asks the directory for All Wallets' first page when the modal opens: an empty one.
  const routes = {
    '/gangway/directory/getWallets': (_request: IncomingMessage, response: ServerResponse) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"count":0,"data":[]}'),
  }
  plain = await servePage({ entry: 'tests/browser/pages/modal.tsx', body: hostPage, routes })
  hostilePage = await servePage({
    entry: 'tests/browser/pages/modal.tsx',
    body: hostPage,
    head: hostile,
    routes,
  })
  mkdirSync(screenshots, { recursive: true })
})
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await plain?.close()
  await hostilePage?.close()
})

async function openPage(served: ServedPage, query = '', options: BrowserContextOptions = {}): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 800, height: 720 }, ...options })
  tab.on('console', (message) => {
    if (message.type() === 'error' && !expectedPageErrors.test(message.text()))
      pageErrors.push(message.text())
  })
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  await tab.goto(`${served.url}${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  return tab
}

async function openModal(tab: Page) {
  await tab.click('#open')
  await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
  await tab.getByRole('button', { name: /Rabbit Wallet/ }).waitFor()
}

const focus = (tab: Page) =>
  tab.evaluate(() => {
    const host = document.querySelector('gangway-modal')
    const inner = host?.shadowRoot?.activeElement ?? null
    const dialog = host?.shadowRoot?.querySelector('[role=dialog]')
    return {
      top: document.activeElement?.id || document.activeElement?.tagName.toLowerCase(),
      inDialog: Boolean(inner && dialog?.contains(inner)),
      name:
        inner?.getAttribute('role') ??
        inner?.getAttribute('aria-label') ??
        inner?.querySelector('.gw-li-label')?.textContent ??
        '',
    }
  })

const seriousViolations = (tab: Page) =>
  tab.evaluate(async () => {
    type Axe = {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>
    }
    const { axe } = window as unknown as { axe: Axe }
    const result = await axe.run({ include: [{ fromShadowDom: ['gangway-modal', '.gw-root'] }] }, {})
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target),
        why: violation.nodes.map((node) => (node as unknown as { failureSummary: string }).failureSummary),
      }))
  })

const settle = (tab: Page) => tab.waitForTimeout(400)

describe('the modal in Chromium', () => {
  it('opens from a page button, takes focus, traps Tab, goes back, and Escape returns focus', async () => {
    const tab = await openPage(plain)
    await openModal(tab)
    const dialog = tab.getByRole('dialog', { name: 'Connect Wallet' })
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await focus(tab)).toEqual({ top: 'gangway-modal', inDialog: true, name: 'dialog' })

    const order: string[] = []
    for (let i = 0; i < 7; i++) {
      await tab.keyboard.press('Tab')
      const now = await focus(tab)
      expect(now, `Tab ${i + 1}`).toMatchObject({ top: 'gangway-modal', inDialog: true })
      order.push(now.name)
    }
    expect(order).toEqual([
      'Close',
      'Rabbit Wallet',
      'Harbor',
      'Keel Wallet',
      'All wallets',
      'Close',
      'Rabbit Wallet',
    ])
    await tab.keyboard.press('Shift+Tab')
    await tab.keyboard.press('Shift+Tab')
    expect(await focus(tab)).toMatchObject({ inDialog: true, name: 'All wallets' })

    await tab.keyboard.press('Enter')
    await tab.getByRole('dialog', { name: 'All Wallets' }).waitFor()
    expect(await focus(tab)).toMatchObject({ top: 'gangway-modal', inDialog: true })
    await tab.getByRole('searchbox', { name: 'Search wallets' }).waitFor()
    await tab.getByRole('button', { name: 'Back' }).click()
    await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await tab.getByRole('button', { name: 'Back' }).count()).toBe(0)

    await tab.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focus(tab)).toMatchObject({ top: 'open' })
    expect(
      await tab.evaluate(
        () => (window as unknown as { gangway: { getState(): { open: boolean } } }).gangway.getState().open,
      ),
    ).toBe(false)
    await tab.close()
  })

  it('closes on a backdrop click, exposes its roles, and has no serious axe violations (light and dark)', async () => {
    for (const theme of ['light', 'dark']) {
      const tab = await openPage(plain, `?theme=${theme}&project=`)
      await tab.addScriptTag({ content: axeSource })
      await openModal(tab)
      await settle(tab)
      expect(await tab.getByRole('heading', { level: 2, name: 'Connect Wallet' }).count()).toBe(1)
      expect(await tab.getByRole('button', { name: 'Close' }).count()).toBe(1)
      expect(await tab.getByRole('alert').filter({ hasText: 'Project ID Not Configured' }).count()).toBe(1)
      expect(await seriousViolations(tab), `${theme}: Connect`).toEqual([])

      await tab.evaluate(() =>
        (
          window as unknown as { stores: { notifications: { show(m: string): void } } }
        ).stores.notifications.show('Address copied'),
      )
      await tab.getByRole('button', { name: 'All wallets' }).click()
      await tab.getByRole('dialog', { name: 'All Wallets' }).waitFor()
      await tab.getByRole('status').filter({ hasText: 'Address copied' }).waitFor()
      await settle(tab)
      expect(await seriousViolations(tab), `${theme}: AllWallets with a toast`).toEqual([])

      await tab.evaluate(() =>
        (window as unknown as { gangway: { navigate(v: string): void } }).gangway.navigate('Swap'),
      )
      await tab.getByRole('dialog', { name: 'Not available' }).waitFor()
      await settle(tab)
      await tab.screenshot({ path: `${screenshots}/not-available-${theme}.png` })
      expect(await seriousViolations(tab), `${theme}: not available`).toEqual([])

      await tab.evaluate(() =>
        (window as unknown as { gangway: { navigate(v: string): void } }).gangway.navigate('TestBroken'),
      )
      await tab.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
      await settle(tab)
      await tab.screenshot({ path: `${screenshots}/view-error-${theme}.png` })
      expect(await seriousViolations(tab), `${theme}: view error`).toEqual([])

      await tab.mouse.click(20, 20)
      await tab.getByRole('dialog').waitFor({ state: 'detached' })
      await tab.getByRole('region', { name: 'Wallet notifications' }).waitFor()
      await settle(tab)
      await tab.screenshot({ path: `${screenshots}/notices-closed-${theme}.png` })
      expect(await seriousViolations(tab), `${theme}: closed, alert region`).toEqual([])
      await tab.close()
    }
  })

  it('animates with the spec durations and not at all under prefers-reduced-motion', async () => {
    const read = async (tab: Page) => {
      await openModal(tab)
      // The view transition is read on a view the visitor goes to: the first view of an open slides in with the
      // modal, or, after the loading frame, takes its place without sliding again (socials.test).
      await tab.evaluate(() =>
        (window as unknown as { gangway: { navigate(v: string): void } }).gangway.navigate('AllWallets'),
      )
      await tab.getByRole('searchbox').waitFor()
      return tab.evaluate(() => {
        const shadow = document.querySelector('gangway-modal')?.shadowRoot
        const style = (selector: string) => getComputedStyle(shadow?.querySelector(selector) as Element)
        return {
          title: style('.gw-title').animationDuration,
          height: `${style('.gw-body').transitionProperty} ${style('.gw-body').transitionDuration}`,
          view: `${style('.gw-view').animationName} ${style('.gw-view').animationDuration}`,
          dim: getComputedStyle(shadow?.querySelector('.gw-overlay') as Element, '::before').animationName,
          // The first frame already shows the dialog and its view: no entry animation of the dialog or of an
          // ancestor of the view starts transparent (the backdrop dims through its ::before).
          firstOpacity: (() => {
            const sheets = [...(shadow?.styleSheets ?? []), ...(shadow?.adoptedStyleSheets ?? [])]
            const rules = sheets.flatMap((sheet) => [...sheet.cssRules])
            return ['.gw-overlay', '[role=dialog]', '.gw-body', '.gw-view'].map((selector) => {
              const name = style(selector).animationName
              const keyframes = rules.find(
                (rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === name,
              )
              const first = keyframes?.cssRules[0] as CSSKeyframeRule | undefined
              return `${name}:${first?.style.opacity || 'unset'}`
            })
          })(),
        }
      })
    }
    const normal = await openPage(plain)
    const animated = await read(normal)
    expect(animated).toMatchObject({
      title: '0.12s',
      height: 'height 0.15s',
      view: 'gw-in 0.15s',
      dim: 'gw-fade',
    })
    expect(animated.firstOpacity).toEqual(['none:unset', 'gw-pop:0.5', 'none:unset', 'gw-in:0.5'])
    const reduced = await openPage(plain, '', { reducedMotion: 'reduce' })
    expect(await read(reduced)).toMatchObject({ title: '0s', view: 'none 0s', dim: 'none' })
    await normal.close()
    await reduced.close()
  })

  it('looks the same on a page with hostile global CSS, and leaves the host page alone', async () => {
    const fingerprint = async (tab: Page) => {
      await openModal(tab)
      await settle(tab)
      return tab.evaluate(() => {
        const shadow = document.querySelector('gangway-modal')?.shadowRoot
        const pick = (selector: string, properties: readonly string[]) => {
          const element = shadow?.querySelector(selector)
          if (!element) return `missing ${selector}`
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          return {
            ...Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
            box: [box.x, box.y, box.width, box.height].map(Math.round),
          }
        }
        const text = [
          'color',
          'font-size',
          'font-weight',
          'font-family',
          'line-height',
          'letter-spacing',
          'text-transform',
        ]
        const box = [
          'display',
          'position',
          'padding-top',
          'margin-top',
          'background-color',
          'border-top-width',
          'transform',
        ]
        return {
          overlay: pick('.gw-overlay', [...box, 'opacity']),
          dialog: pick('[role=dialog]', [...box, 'border-top-left-radius', 'opacity']),
          title: pick('.gw-title', [...text, ...box]),
          close: pick('[aria-label=Close]', [...box, 'color']),
          closeIcon: pick('[aria-label=Close] svg', ['width', 'height', 'display']),
          wallet: pick('.gw-li', [...box, ...text]),
          label: pick('.gw-li-label', text),
          tag: pick('.gw-tag', [...box, ...text]),
        }
      })
    }
    const reference = await openPage(plain)
    const attacked = await openPage(hostilePage)
    const expected = await fingerprint(reference)
    const actual = await fingerprint(attacked)
    expect(actual).toEqual(expected)
    expect(expected.dialog).toMatchObject({
      display: 'flex',
      box: [220, expect.any(Number), 360, expect.any(Number)],
    })
    expect(expected.title).toMatchObject({
      color: 'rgb(20, 20, 20)',
      'font-size': '16px',
      'font-weight': '600',
    })
    expect(expected.close).toMatchObject({
      display: 'flex',
      box: [expect.any(Number), expect.any(Number), 36, 36],
    })
    await attacked.screenshot({ path: `${screenshots}/modal-hostile-css.png` })

    for (const [tab, attackedPage] of [
      [reference, false],
      [attacked, true],
    ] as const) {
      const host = await tab.evaluate(() => {
        const style = (id: string) => getComputedStyle(document.getElementById(id) as Element)
        return {
          text: [style('host-text').color, style('host-text').fontSize],
          decoy: [
            style('decoy').display,
            style('decoy').height,
            style('decoy').backgroundColor,
            style('decoy').position,
          ],
          open: style('open').display,
          hostElement: getComputedStyle(document.querySelector('gangway-modal') as Element).display,
          headStyles: document.querySelectorAll('head style').length,
        }
      })
      expect(host.open).toBe('inline-block')
      expect(host.hostElement).toBe('contents')
      expect(host.decoy[1]).not.toBe('40px')
      expect(host.decoy[2]).not.toBe('rgb(59, 123, 246)')
      expect(host.decoy[3]).toBe('static')
      if (attackedPage) {
        expect(host.text).toEqual(['rgb(255, 0, 0)', '40px'])
        expect(host.decoy[0]).toBe('none')
        expect(host.headStyles).toBe(1)
      } else {
        expect(host.text).not.toContain('rgb(255, 0, 0)')
        expect(host.decoy[0]).toBe('block')
        expect(host.headStyles).toBe(0)
      }
    }
    await reference.close()
    await attacked.close()
  })

  it('takes light and dark screenshots of the open modal', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const tab = await openPage(plain, `?theme=${theme}`)
      await openModal(tab)
      await settle(tab)
      await tab.screenshot({ path: `${screenshots}/modal-${theme}.png` })
      const box = await tab.getByRole('dialog').boundingBox()
      expect(box?.width).toBe(360)
      await tab.getByRole('button', { name: 'All wallets' }).click()
      await tab.getByRole('dialog', { name: 'All Wallets' }).waitFor()
      await settle(tab)
      await tab.screenshot({ path: `${screenshots}/modal-${theme}-all-wallets.png` })
      await tab.close()
    }
    const phone = await openPage(plain, '?project=', { viewport: { width: 390, height: 760 } })
    await openModal(phone)
    await settle(phone)
    await phone.screenshot({ path: `${screenshots}/modal-light-mobile.png` })
    await phone.close()
  })
})
