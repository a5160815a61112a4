import { Verifier } from 'bip322-js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  bitcoinWallet: { addresses: readonly string[]; authorised: boolean; network: string }
  gangway: {
    getState(): {
      activeNamespace?: string
      account?: { status: string; address?: string }
      activeNetwork?: { caipNetworkId?: string }
    }
    signMessage(message: string, namespace?: string): Promise<string>
    switchNetwork(id: string): Promise<void>
    getPlugin(name: 'bip122'): { switchAccount(address?: string): Promise<void> }
  }
}

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let tab: Page

beforeAll(async () => {
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/bip122.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  tab = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  tab.setDefaultTimeout(10_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
}, 60_000)
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
})

const dialog = () => tab.getByRole('dialog')
const request = (method: string) =>
  tab.locator(
    `[data-testid="dev-wallet-section"][data-wallet="Bitcoin"] [data-testid="dev-wallet-request"][data-method="${method}"]`,
  )
const decide = (method: string, choice: 'approve' | 'reject') =>
  request(method).getByTestId(`dev-wallet-${choice}`).click()
const state = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState())
const walletState = () =>
  tab.evaluate(() => {
    const { addresses, authorised, network } = (window as unknown as PageWindow).bitcoinWallet
    return { addresses: [...addresses], authorised, network }
  })
const pendingCount = () => tab.locator('[data-testid="dev-wallet-request"]').count()
const load = async () => {
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
}

describe('bip122 in Chromium: the Bitcoin dev wallet (sats-connect) through the modal', () => {
  it('shows the rejection from the catalogue and stays disconnected, then connects the payment address on approval', async () => {
    await tab.goto(served.url)
    await load()
    await tab.click('#open')
    const row = dialog().locator('[data-wallet^="connector:"]').filter({ hasText: 'Gangway Dev Wallet' })
    await row.click()
    await decide('wallet_connect', 'reject')
    await dialog().getByText('Connection rejected').first().waitFor()
    expect((await state()).account?.status).not.toBe('connected')
    expect((await walletState()).authorised).toBe(false)

    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
    await tab.click('#open')
    await row.click()
    await decide('wallet_connect', 'approve')
    await expect.poll(async () => (await state()).account?.status).toBe('connected')
    const [payment] = (await walletState()).addresses
    expect(payment).toMatch(/^bcrt1q/)
    expect(await state()).toMatchObject({
      activeNamespace: 'bip122',
      account: { status: 'connected', address: payment },
    })
    expect((await state()).activeNetwork?.caipNetworkId).toBe(regtest)
  })

  it('signs a message with BIP-322 that bip322-js verifies in Node', async () => {
    const signing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('Hello from Chromium', 'bip122'),
    )
    await decide('signMessage', 'approve')
    const signature = await signing
    const [payment] = (await walletState()).addresses
    expect(Verifier.verifySignature(payment!, 'Hello from Chromium', signature)).toBe(true)
    expect(Verifier.verifySignature(payment!, 'Hello from Chrome', signature)).toBe(false)
  })

  it('refuses account switches the spec forbids, with its messages', async () => {
    const errors = await tab.evaluate(async () => {
      const { gangway, bitcoinWallet } = window as unknown as PageWindow
      const api = gangway.getPlugin('bip122')
      const failed = (promise: Promise<void>) =>
        promise.then(
          () => 'switched',
          (error: Error) => error.message,
        )
      return [await failed(api.switchAccount()), await failed(api.switchAccount(bitcoinWallet.addresses[1]))]
    })
    expect(errors).toEqual([
      'Address parameter is required for switching bip122 connection',
      'Switching to non-payment accounts is not allowed for bip122',
    ])
  })

  it('switches to testnet: the wallet changes network and the account becomes its tb1 address', async () => {
    const switching = tab.evaluate(
      (id) => (window as unknown as PageWindow).gangway.switchNetwork(id),
      testnet,
    )
    await decide('wallet_changeNetwork', 'approve')
    await switching
    await expect.poll(async () => (await state()).activeNetwork?.caipNetworkId).toBe(testnet)
    const wallet = await walletState()
    expect(wallet.network).toBe('Testnet')
    await expect.poll(async () => (await state()).account?.address).toBe(wallet.addresses[0])
    expect(wallet.addresses[0]).toMatch(/^tb1q/)
  })

  it('reconnects after a reload without a prompt', async () => {
    await tab.reload()
    await load()
    const wallet = await walletState()
    await expect.poll(async () => (await state()).account?.status).toBe('connected')
    expect((await state()).account?.address).toBe(wallet.addresses[0])
    expect(await pendingCount()).toBe(0)
  })

  it('disconnects from the Account view: state, storage and the wallet authorisation are cleared', async () => {
    await tab.click('#open')
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(async () => (await state()).account?.status).not.toBe('connected')
    expect(await tab.evaluate(() => localStorage.getItem('@gangway/connectionStatus'))).not.toContain(
      'bip122',
    )
    expect((await walletState()).authorised).toBe(false)
  })
})
