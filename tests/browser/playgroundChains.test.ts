import { ed25519 } from '@noble/curves/ed25519.js'
import type { Address } from '@solana/kit'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Playground } from '../../playground/startPlayground.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { startTestPlayground } from '../fixtures/startTestPlayground.js'

type PageWindow = Window & {
  gangway: {
    events: { on(type: string, listener: () => void): () => void }
    switchNetwork(id: string): Promise<void>
    signMessage(message: string, namespace?: string): Promise<string>
  }
  switches?: number
}

let playground: Playground
let browser: Browser
let tab: Page
const pageErrors: string[] = []
const warnings: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  playground = await startTestPlayground('playgroundChains')
}, 720_000)
afterEach(async () => {
  await tab?.context().close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await playground?.stop()
})

async function open(options: { readonly solanaWallet?: boolean } = {}): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  if (options.solanaWallet === false)
    await context.addInitScript(() => localStorage.setItem('gangway-playground-hide-solana-wallet', 'true'))
  tab = await context.newPage()
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await tab.goto(playground.url)
  await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

const dialog = () => tab.getByRole('dialog')
const status = (text: string) =>
  tab
    .getByTestId('connection-status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor()
const request = (wallet: string, method: string) =>
  tab.locator(`[data-testid="dev-wallet-request"][data-wallet="${wallet}"][data-method="${method}"]`)

describe('the playground: Solana, WalletConnect pairing, network switches', () => {
  it('connects Solana through the modal with the Solana dev wallet and shows its SOL balance', async () => {
    await open()
    await tab.evaluate(
      (id) => (window as unknown as PageWindow).gangway.switchNetwork(id),
      playground.solana.chain,
    )
    await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog()
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    await status('connected')
    const address = playground.solana.accounts[0]!.address
    expect(await tab.getByTestId('host-address').textContent()).toBe(address)
    const lamports = playground.solana.svm.getBalance(address as Address) ?? 0n
    expect(lamports).toBe(1_000n * 1_000_000_000n)
    await tab.getByRole('button', { name: 'Open the modal' }).click()
    await dialog()
      .locator('.gw-balance')
      .filter({ hasText: /^1,000\.000\s+SOL$/ })
      .waitFor()
  }, 60_000)

  it('with no Solana wallet installed, says so on a Solana network, offers WalletConnect and pairs the dev mobile wallet for Solana', async () => {
    await open({ solanaWallet: false })
    await tab.evaluate(
      (id) => (window as unknown as PageWindow).gangway.switchNetwork(id),
      playground.solana.chain,
    )
    await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).click()
    const hint = dialog().getByTestId('no-namespace-wallet')
    expect(await hint.textContent()).toMatch(
      /^No wallet for .+ is installed in this browser: pair a phone wallet with WalletConnect\.$/,
    )
    await dialog()
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog().getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    await tab.getByRole('button', { name: 'Pair the dev mobile wallet' }).click()
    await status('connected')
    const address = playground.mobileWallet.state().solanaAddress!
    expect(await tab.getByTestId('host-address').textContent()).toBe(address)

    const signing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('Hello, Solana phone', 'solana'),
    )
    await request('Mobile', 'solana:signMessage').getByRole('button', { name: 'Approve' }).click()
    const signature = bs58.decode(await signing)
    const message = new TextEncoder().encode('Hello, Solana phone')
    expect(ed25519.verify(signature, message, bs58.decode(address))).toBe(true)

    await tab.getByRole('button', { name: 'Disconnect from the phone' }).click()
    await status('disconnected')
  }, 90_000)

  it('emits one SWITCH_NETWORK per switch of a connected EVM wallet', async () => {
    await open()
    await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog()
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    await status('connected')
    const [first, second] = playground.devnet.chains
    const switches = await tab.evaluate(
      async ([to, back]) => {
        const { gangway } = window as unknown as PageWindow
        let count = 0
        const off = gangway.events.on('SWITCH_NETWORK', () => {
          count += 1
        })
        await gangway.switchNetwork(to!)
        const once = count
        await gangway.switchNetwork(back!)
        await new Promise((resolve) => setTimeout(resolve, 500))
        off()
        return [once, count]
      },
      [`eip155:${second!.chainId}`, `eip155:${first!.chainId}`],
    )
    expect(switches).toEqual([1, 2])
  }, 60_000)

  it('pairs the dev mobile wallet from the QR view, signs (approved in the panel), disconnects, and inits WalletConnect once across re-creations', async () => {
    warnings.length = 0
    await open()
    const choose = async () => {
      await tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog()
        .getByRole('button', { name: /WalletConnect/ })
        .click()
      await dialog().getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    }
    await choose()
    await tab.getByRole('button', { name: 'Pair the dev mobile wallet' }).click()
    await status('connected')
    const address = playground.mobileWallet.state().address as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The pairing also connects Solana (WalletConnect serves it), then returns to the EVM network chosen.
    await expect.poll(() => tab.getByTestId('host-address').textContent()).toBe(address)

    const signing = tab.evaluate(() => (window as unknown as PageWindow).gangway.signMessage('Hello, phone'))
    await request('Mobile', 'personal_sign').getByRole('button', { name: 'Approve' }).click()
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello, phone', signature })).toBe(true)

    await tab.getByRole('button', { name: 'Disconnect from the phone' }).click()
    await status('disconnected')

    // Basic mode on and off: the widget is created twice more; WalletConnect pairs again on the same core.
    await tab.getByLabel('Basic mode').click()
    await tab.getByLabel('Basic mode').click()
    await choose()
    expect(warnings.filter((text) => /already initialized|initialized twice/i.test(text))).toEqual([])
  }, 90_000)
})
