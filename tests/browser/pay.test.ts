import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'

type PageWindow = Window & {
  pageReady?: boolean
  outcome: { hash?: string; error?: string }
  events: string[]
  gangway: { ready: Promise<void> }
}

const WAIT = 15_000
const screenshots = 'test-artifacts/screenshots'
const pageErrors: string[] = []
let devnet: Devnet
let browser: Browser
let served: ServedPage
let context: BrowserContext | undefined
let tab: Page

beforeAll(async () => {
  ;[devnet, browser, served] = await Promise.all([
    startDevnet(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/pay.ts',
      body: '<button id="pay" type="button">Pay 2.5 DGT</button>',
      routes: {
        '/gangway/directory/getWallets': (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ count: 0, data: [] }))
        },
      },
    }),
  ])
  mkdirSync(screenshots, { recursive: true })
}, 90_000)
afterEach(async () => {
  await context?.close()
  context = undefined
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chainA().rpcUrl) })
const tokenBalance = (owner: `0x${string}`) =>
  reader().readContract({
    address: chainA().token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const dialog = () => tab.getByRole('dialog')
const pageState = () =>
  tab.evaluate(() => {
    const page = window as unknown as PageWindow
    return { outcome: { ...page.outcome }, events: [...page.events] }
  })

async function load(viewport: { width: number; height: number }, request: Record<string, string>) {
  context = await browser.newContext({ viewport })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error) pageErrors.push(error)
  })
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet).slice(0, 1)),
    chains: JSON.stringify(devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))),
    request: JSON.stringify({ network: `eip155:${chainA().chainId}`, ...request }),
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
}

describe('gangway.pay in Chromium: an ERC-20 payment through the modal, against the local devnet', () => {
  it('connects first, pays 2.5 DGT: the recipient gets exactly that, the promise gives the confirmed hash', async () => {
    const recipient = devAccounts[9]!.address as `0x${string}`
    const payer = devAccounts[0]!.address as `0x${string}`
    const before = await Promise.all([tokenBalance(payer), tokenBalance(recipient)])
    await load({ width: 1280, height: 800 }, { recipient, amount: '2.5', asset: chainA().token.address })
    await tab.click('#pay')
    await dialog().getByText('Connect a wallet to pay.').waitFor()
    await dialog().getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().locator('[data-wallet="connector:eip155:dev.gangway.wallet"]').click()
    const pay = dialog().getByRole('button', { name: 'Pay 2.5 DGT' })
    await pay.waitFor()
    await expect
      .poll(() => dialog().getByTestId('pay-balance').textContent(), { timeout: WAIT })
      .toMatch(/ DGT$/)
    await tab.screenshot({ path: `${screenshots}/pay-1280.png` })
    await pay.click()
    await dialog().getByText('Paid 2.5 DGT').waitFor({ timeout: 30_000 })
    await tab.screenshot({ path: `${screenshots}/pay-1280-paid.png` })
    const { outcome, events } = await pageState()
    expect(outcome.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await reader().getTransactionReceipt({ hash: outcome.hash as `0x${string}` })).status).toBe(
      'success',
    )
    const after = await Promise.all([tokenBalance(payer), tokenBalance(recipient)])
    const amount = parseUnits('2.5', chainA().token.decimals)
    expect([before[0] - after[0], after[1] - before[1]]).toEqual([amount, amount])
    expect(events).toEqual(['started', 'success'])
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().waitFor({ state: 'detached' })
  }, 90_000)

  it('closing the Pay view on a phone rejects the promise with Modal closed', async () => {
    await load(
      { width: 390, height: 844 },
      { recipient: devAccounts[8]!.address, amount: '1', asset: 'native' },
    )
    await tab.click('#pay')
    // CI once missed this hint for 15 s (passing alone and in every local run): a miss says what was shown.
    await dialog()
      .getByText('Connect a wallet to pay.')
      .waitFor()
      .catch(async (error: unknown) => {
        const shown = await tab
          .getByRole('dialog')
          .allInnerTexts()
          .catch(() => [])
        throw new Error(
          `${String(error)}\ndialogs shown: ${JSON.stringify(shown)}\npage: ${JSON.stringify(await pageState())}`,
        )
      })
    await tab.screenshot({ path: `${screenshots}/pay-390.png` })
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
    await expect.poll(async () => (await pageState()).outcome).toEqual({ error: 'Modal closed' })
    expect((await pageState()).events).toEqual(['started', 'failure: Modal closed'])
  }, 60_000)
})
