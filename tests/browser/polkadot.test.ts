import { u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { verify } from '@scure/sr25519'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { polkadotMainnet, westend } from '../../core/networks/index.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  wallet: { addresses: string[]; authorised: boolean; selectAccount(index: number): void }
  gangway: {
    getState(): {
      activeNamespace?: string
      activeNetwork?: { caipNetworkId: string }
      account?: { status: string; address?: string; caipAddress?: string }
    }
    signMessage(message: string, namespace?: string): Promise<string>
  }
}

const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let tab: Page

beforeAll(async () => {
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/polkadot.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  tab = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  tab.setDefaultTimeout(10_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    // @polkadot/extension-dapp logs each extension that refused web3Enable: the rejection test causes one.
    if (message.type() === 'error' && !/^Error initializing gangway-dev: /.test(message.text()))
      pageErrors.push(message.text())
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
    `[data-testid="dev-wallet-section"][data-wallet="Polkadot"] [data-testid="dev-wallet-request"][data-method="${method}"]`,
  )
const decide = (method: string, choice: 'approve' | 'reject') =>
  request(method).getByTestId(`dev-wallet-${choice}`).click()
const pending = () => tab.locator('[data-testid="dev-wallet-request"]').count()
const state = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState())
const addresses = () => tab.evaluate(() => (window as unknown as PageWindow).wallet.addresses)
const ready = () => tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
const walletRow = () =>
  dialog()
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .first()

async function openAccount() {
  await tab.click('#open')
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
}

describe('polkadot in Chromium: the polkadot dev wallet (window.injectedWeb3) through the modal', () => {
  it("shows the catalogue's rejection when the visitor refuses the site, and stays disconnected", async () => {
    await tab.goto(`${served.url}?autoApprove=false`)
    await ready()
    await tab.click('#open')
    await walletRow().click()
    await decide('enable', 'reject')
    await dialog().getByText('Connection rejected').waitFor()
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallet.authorised)).toBe(false)
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('connects the wallet from the Connect view after the visitor allows the site', async () => {
    await tab.click('#open')
    await walletRow().click()
    await decide('enable', 'approve')
    await dialog().waitFor({ state: 'detached' })
    const [first] = await addresses()
    expect(await state()).toMatchObject({
      activeNamespace: 'polkadot',
      account: {
        status: 'connected',
        address: first,
        caipAddress: `${polkadotMainnet.caipNetworkId}:${first}`,
      },
    })
  })

  it('signs a message with signRaw: the signature verifies in Node over the <Bytes>-wrapped text', async () => {
    const message = 'Hello from Chromium'
    const signing = tab.evaluate(
      (text) => (window as unknown as PageWindow).gangway.signMessage(text, 'polkadot'),
      message,
    )
    await decide('signRaw', 'approve')
    const signature = await signing
    const [first] = await addresses()
    expect(signatureVerify(u8aWrapBytes(message), signature, first!)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(verify(u8aWrapBytes(message), Buffer.from(signature.slice(2), 'hex'), decodeAddress(first!))).toBe(
      true,
    )
  })

  it('reports a signature rejected in the wallet as rejected, and stays connected', async () => {
    const failing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('reject me', 'polkadot').then(
        () => 'signed',
        (error: { name: string; code: number; message: string }) => [error.name, error.code, error.message],
      ),
    )
    await decide('signRaw', 'reject')
    expect(await failing).toEqual(['UserRejectedRequestError', 4001, 'The user rejected the request.'])
    const [first] = await addresses()
    expect((await state()).account).toMatchObject({ status: 'connected', address: first })
  })

  it('switches to Westend in the modal, shows the account bound to Westend there only, and back', async () => {
    const [first, second] = await addresses()
    await openAccount()
    await dialog()
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog().getByRole('button', { name: 'Westend' }).click()
    await expect.poll(async () => (await state()).activeNetwork?.caipNetworkId).toBe(westend.caipNetworkId)
    expect((await state()).account).toMatchObject({
      address: first,
      caipAddress: `${westend.caipNetworkId}:${first}`,
    })
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })

    await tab.evaluate(() => (window as unknown as PageWindow).wallet.selectAccount(1))
    await expect.poll(async () => (await state()).account?.address).toBe(second)
    await openAccount()
    await dialog()
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog().getByRole('button', { name: 'Polkadot' }).click()
    await expect
      .poll(async () => (await state()).account?.caipAddress)
      .toBe(`${polkadotMainnet.caipNetworkId}:${first}`)
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('restores the session after a reload without a prompt', async () => {
    await tab.reload()
    await ready()
    await tab.waitForFunction(
      () => (window as unknown as PageWindow).gangway.getState().account?.status === 'connected',
    )
    expect((await state()).activeNamespace).toBe('polkadot')
    expect(await pending()).toBe(0)
  })

  it('disconnects from the modal: state and stored session cleared, nothing restored after a reload', async () => {
    await openAccount()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    const stored = await tab.evaluate(() => ({
      connectorIds: localStorage.getItem('@gangway/connectorIds'),
      connectionStatus: localStorage.getItem('@gangway/connectionStatus'),
      withAddress: Object.keys(localStorage).filter((key) =>
        localStorage.getItem(key)?.includes((window as unknown as PageWindow).wallet.addresses[0]!),
      ),
    }))
    expect(stored).toEqual({
      connectorIds: '{}',
      connectionStatus: '{}',
      withAddress: [],
    })
    await tab.reload()
    await ready()
    await tab.evaluate(() => (window as unknown as { gangway: { ready: Promise<void> } }).gangway.ready)
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
  })
})
