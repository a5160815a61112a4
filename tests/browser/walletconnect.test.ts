import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { createPairingWallet } from '../../playground/devnet/relay/createPairingWallet.js'
import type { PairingWallet } from '../../playground/devnet/relay/PairingWallet.js'
import type { Relay } from '../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../playground/devnet/relay/startRelay.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { groupDigits } from '../../ui-kit/lib/groupDigits.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { within } from '../fixtures/within.js'

type PageWindow = {
  gangway: {
    ready: Promise<void>
    getState(): { account?: { status: string; address?: string; balance?: string } }
    signMessage(message: string): Promise<string>
  }
}

let devnet: Devnet
let relay: Relay
let browser: Browser
let served: ServedPage
let wallet: PairingWallet
/** Every request or socket the page aimed at another host than 127.0.0.1 (aborted). */
const outside: string[] = []
const pageErrors: string[] = []

// Each start-up step fails with its name well before the hook's deadline: a fresh-clone suite on 2 busy cores
// once ran out the hook's 60 s here with no word of which step hung (alone the file starts in seconds).
const STEP = 100_000
beforeAll(async () => {
  ;[devnet, relay, browser, served] = await Promise.all([
    within(startDevnet(), STEP, 'the devnet to start'),
    within(startRelay(), STEP, 'the relay to start'),
    within(launchChromium(), STEP, 'Chromium to launch'),
    within(
      servePage({ entry: 'plugins/walletconnect/test/walletConnectPage.tsx', body: '<div id="host"></div>' }),
      STEP,
      'the page to be built and served',
    ),
  ])
  wallet = await within(
    createPairingWallet({ relayUrl: relay.url, chains: devnet.chains }),
    STEP / 5,
    'the pairing wallet to start',
  )
}, 140_000)
afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await served?.close()
  await relay?.stop()
  await devnet?.stop()
})

const loopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

async function guardedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } })
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith('data:') || loopback(url)) return route.continue()
    outside.push(url)
    return route.abort('blockedbyclient')
  })
  return context
}

async function open(tab: Page) {
  await tab.goto(
    `${served.url}?relay=${encodeURIComponent(relay.url)}&networks=${encodeURIComponent(JSON.stringify(devNetworks(devnet)))}`,
  )
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
}

const account = (tab: Page) =>
  tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account)

async function rpcBalance(address: string) {
  const response = await fetch(devnet.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const milli = BigInt(((await response.json()) as { result: string }).result) / 10n ** 15n
  return `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`
}

describe('WalletConnect in Chromium with a Node wallet on the local relay', () => {
  it('pairs by QR code, shows the account, signs, restores on reload and shows the wallet ending the session', async () => {
    const context = await guardedContext()
    const tab = await context.newPage()
    tab.on('websocket', (socket) => {
      if (!loopback(socket.url())) outside.push(socket.url())
    })
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    await open(tab)
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`

    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await tab.getByRole('button', { name: /WalletConnect/ }).click()
    const qr = tab.getByRole('img', { name: 'WalletConnect QR code' })
    await qr.waitFor({ timeout: 10_000 })
    await tab.getByRole('button', { name: 'Copy link' }).waitFor()
    await expect(tab.getByText(/This link expires in [34]:\d\d/).textContent()).resolves.toBeTruthy()
    const uri = await tab.locator('[data-uri^="wc:"]').getAttribute('data-uri')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    expect((await wallet.pair(uri!)).approved).toBe(true)
    await tab.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 })
    const balance = await rpcBalance(wallet.address)
    await tab.locator('#connect', { hasText: short }).waitFor({ timeout: 10_000 })
    await tab.locator('#connect').click()
    const dialog = tab.getByRole('dialog')
    await dialog.getByText(short).waitFor()
    await dialog.getByText(groupDigits(balance), { exact: true }).waitFor({ timeout: 10_000 })
    await tab.keyboard.press('Escape')

    const message = 'Hello from Chromium'
    const signature = await tab.evaluate(
      (text) => (window as unknown as PageWindow).gangway.signMessage(text),
      message,
    )
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
    expect(await wallet.verifies(message, signature as `0x${string}`)).toBe(true)

    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
    expect(await account(tab)).toMatchObject({ status: 'connected', address: wallet.address })
    expect(wallet.proposals).toBe(1)
    await tab.locator('#connect', { hasText: short }).waitFor()

    await wallet.deleteSessions()
    await tab.locator('#connect', { hasText: 'Connect Wallet' }).waitFor({ timeout: 10_000 })
    expect(await account(tab)).toMatchObject({ status: 'disconnected' })

    await context.close()
    expect(outside).toEqual([])
    expect(pageErrors).toEqual([])
  }, 60_000)

  it('opens no socket to the relay before the visitor chooses WalletConnect', async () => {
    const context = await guardedContext()
    const tab = await context.newPage()
    const relayPath = new URL(relay.url).host
    const sockets: string[] = []
    tab.on('websocket', (socket) => {
      if (!loopback(socket.url())) outside.push(socket.url())
      if (new URL(socket.url()).host === relayPath) sockets.push(socket.url())
    })
    const before = relay.clients()
    await open(tab)
    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await tab.getByRole('button', { name: /WalletConnect/ }).waitFor()
    expect(sockets).toEqual([])
    expect(relay.clients()).toBe(before)
    await tab.getByRole('button', { name: /WalletConnect/ }).click()
    await tab.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 10_000 })
    expect(sockets.length).toBeGreaterThan(0)
    await context.close()
    expect(outside).toEqual([])
  }, 60_000)
})
