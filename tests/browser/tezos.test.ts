import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  tezosCalls: string[]
  gangway: { getState(): { activeNamespace?: string; account?: { status: string; address?: string } } }
}

const tz = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'
const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let tab: Page

beforeAll(async () => {
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/tezos.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  tab = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  tab.setDefaultTimeout(10_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
  await tab.addInitScript((address) => {
    const calls: string[] = []
    let authorised = false
    Object.assign(window, {
      tezosCalls: calls,
      tezosWallet: {
        async request(method: string, params?: readonly unknown[]) {
          calls.push(method)
          if (method === 'tz_connect') authorised = true
          if (method === 'tz_connect' || method === 'tz_reconnect')
            return authorised ? { accounts: [` ${address} `], network: 'NetXdQprcVkpaWU' } : null
          if (method === 'tz_balance') return params?.[0] === address ? '1234567' : '0'
          if (method === 'tz_disconnect') authorised = false
          return null
        },
      },
    })
  }, tz)
}, 60_000)
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

const dialog = () => tab.getByRole('dialog')

describe('a chain plugin of a namespace core has never heard of, in Chromium', () => {
  it('connects, shows the account in its unit and its explorer, and disconnects', async () => {
    await tab.goto(served.url)
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await tab.click('#open')
    await dialog().locator('[data-wallet^="connector:"]').filter({ hasText: 'Tezos Test Wallet' }).click()
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account?.status))
      .toBe('connected')
    await tab.click('#open')
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(
      await tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account),
    ).toMatchObject({
      status: 'connected',
      address: tz,
    })
    await expect.poll(() => dialog().locator('.gw-balance').first().textContent()).toMatch(/^1\.234\s+XTZ$/)
    expect(await dialog().locator('.gw-addr').first().getAttribute('title')).toBe(tz)
    expect(await dialog().locator(`a[href="https://tzkt.io/${tz}"]`).count()).toBe(1)

    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account?.status))
      .not.toBe('connected')
    expect(await tab.evaluate(() => (window as unknown as PageWindow).tezosCalls)).toEqual(
      expect.arrayContaining(['tz_connect', 'tz_balance', 'tz_disconnect']),
    )
    expect(await tab.evaluate(() => localStorage.getItem('@gangway/connectionStatus'))).not.toContain('tezos')
  })
})
