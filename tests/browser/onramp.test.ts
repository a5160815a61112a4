import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { DevServices } from '../../playground/devnet/services/DevServices.js'
import { startDevServices } from '../../playground/devnet/services/startDevServices.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & { pageReady?: boolean; gangway: { ready: Promise<void> } }

const screenshots = 'test-artifacts/screenshots'
const pageErrors: string[] = []
/** Chromium logs every failed response; the injected 500 of the options (and the 400 quote for a network the devnet does not sell on) is expected there. */
let expectedFailures: RegExp | undefined
let browser: Browser
let served: ServedPage
let devnet: Devnet
let services: DevServices
let context: BrowserContext | undefined
let tab: Page

beforeAll(async () => {
  const chains = startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }] })
  const page = servePage({
    entry: 'tests/browser/pages/onramp.ts',
    body: '<button id="open" type="button">Connect</button>',
  })
  ;[devnet, served, browser] = await Promise.all([chains, page, launchChromium()])
  services = await startDevServices({ devnet })
  mkdirSync(screenshots, { recursive: true })
}, 90_000)
afterEach(async () => {
  await context?.close()
  context = undefined
  expectedFailures = undefined
  services.clearFailures()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await services?.stop()
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const owner = () => devnet.accounts[0]!.address
const dusd = () => chainA().tokens!.find((token) => token.symbol === 'dUSD')!
const dusdBalance = () =>
  createPublicClient({ transport: http(chainA().rpcUrl) }).readContract({
    address: dusd().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner()],
  })
const dialog = () => tab.getByRole('dialog')

async function openBuy(viewport: { width: number; height: number }): Promise<void> {
  context = await browser.newContext({ viewport })
  tab = await context.newPage()
  tab.setDefaultTimeout(20_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const url = message.location().url
    if (message.type() === 'error' && !expectedFailures?.test(new URL(url, served.url).pathname))
      pageErrors.push(`${message.text()} ${url}`)
  })
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet)),
    evm: JSON.stringify(
      devnet.chains.map(({ chainId, name, rpcUrl, tokens }) => ({ chainId, name, rpcUrl, tokens })),
    ),
    endpoints: JSON.stringify({ api: services.endpoints.api }),
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
  await tab.click('#open')
  await dialog().locator('[data-wallet^="connector:"]').first().click()
  await dialog().waitFor({ state: 'detached' })
  await tab.click('#open')
  await dialog().getByRole('button', { name: 'Buy', exact: true }).click()
  await dialog().getByRole('heading', { name: 'Buy crypto' }).waitFor()
}

describe('Buy crypto through the modal with the dev checkout on its own origin', () => {
  it('buys 50 USD of USDC with Meld.io: the checkout window pays, dUSD arrives on chain, the result and Activity show it', async () => {
    await openBuy({ width: 390, height: 844 })
    const before = await dusdBalance()
    await dialog().getByLabel('Amount', { exact: true }).fill('50')
    await dialog().getByText('You receive about 49 USDC (fee 1.00 USD)').waitFor()
    await dialog().getByRole('button', { name: 'Buy with Coinbase' }).waitFor()
    await tab.screenshot({ path: `${screenshots}/onramp-390.png` })
    const [checkout] = await Promise.all([
      context!.waitForEvent('page'),
      dialog().getByRole('button', { name: 'Buy with Meld.io' }).click(),
    ])
    await dialog().getByText('Complete the purchase in the Meld.io window…').waitFor()
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).waitFor()
    expect(new URL(checkout.url()).origin).toBe(services.onramp.url)
    const link = new URL(checkout.url()).searchParams
    expect([...link.keys()].slice(0, 4)).toEqual([
      'publicKey',
      'destinationCurrencyCode',
      'walletAddress',
      'externalCustomerId',
    ])
    expect(link.get('destinationCurrencyCode')).toBe('USDC')
    expect(link.get('walletAddress')?.toLowerCase()).toBe(owner().toLowerCase())
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await dialog().getByText('Bought 49 dUSD').waitFor({ timeout: 30_000 })
    await tab.screenshot({ path: `${screenshots}/onramp-390-bought.png` })
    expect((await dusdBalance()) - before).toBe(parseUnits('49', 6))
    const bought = services.onramp.purchases().at(-1)!
    expect(await dialog().locator('code').textContent()).toBe(bought.hash)
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    const first = dialog()
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: '49.000 dUSD' })
      .first()
    await first.waitFor()
    expect(await first.innerText()).toMatch(/Received/)
  })

  it('falls back to the spec limits when the options fail, and says the checkout window closed without a purchase', async () => {
    expectedFailures = /\/onramp\/(options|quote)$/
    services.injectFailure({ path: /\/onramp\/options$/, status: 500 })
    await openBuy({ width: 1280, height: 800 })
    // The fallback's meld link is the real provider's: never fetched from a test.
    await context!.route(/^https:\/\/meldcrypto\.com\//, (route) => route.abort())
    await dialog()
      .getByText('The on-ramp options could not be loaded: these are the default limits.')
      .waitFor()
    await dialog().getByText('From 10.00 to 7,500.00 USD').waitFor()
    await dialog().getByLabel('Payment method').selectOption('ach_bank_account')
    await dialog().getByText('From 10.00 to 25,000.00 USD').waitFor()
    await dialog().getByLabel('Amount', { exact: true }).fill('30000')
    await dialog().getByText('Enter an amount from 10.00 to 25,000.00 USD').waitFor()
    expect(await dialog().getByLabel('You buy').locator('option').allTextContents()).toEqual([
      'USDC on Ethereum',
      'USDC on Polygon',
    ])
    expect(await dialog().getByLabel('Pay in').locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    await tab.screenshot({ path: `${screenshots}/onramp-1280-fallback.png` })
    await dialog().getByLabel('Amount', { exact: true }).fill('100')
    await dialog().getByText('No quote right now: the provider shows the final amount.').waitFor()
    const [checkout] = await Promise.all([
      context!.waitForEvent('page'),
      dialog().getByRole('button', { name: 'Buy with Meld.io' }).click(),
    ])
    await dialog().getByText('Complete the purchase in the Meld.io window…').waitFor()
    await checkout.close()
    await dialog()
      .getByRole('alert')
      .filter({ hasText: /^Popup closed$/ })
      .waitFor()
    await dialog().getByRole('button', { name: 'Buy with Meld.io' }).waitFor()
  })
})
