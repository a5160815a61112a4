import { makeSignDoc, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic } from '../../playground/devnet/devMnemonic.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  gangway: {
    ready: Promise<void>
    getState(): {
      activeNamespace?: string
      account?: { status: string; address?: string; caipAddress?: string }
    }
    signMessage(message: string, namespace?: string): Promise<string>
  }
  wallet: { authorised: boolean; enabledChains: string[]; chains: { chainId: string }[] }
}

const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let tab: Page
let hub: { address: string; pubkey: Uint8Array }
let osmo: { address: string; pubkey: Uint8Array }

beforeAll(async () => {
  const derive = async (prefix: string) =>
    (await (await Secp256k1HdWallet.fromMnemonic(devMnemonic, { prefix })).getAccounts())[0]!
  ;[browser, served, hub, osmo] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/cosmos.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
    derive('cosmos'),
    derive('osmo'),
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
    `[data-testid="dev-wallet-section"][data-wallet="Cosmos"] [data-testid="dev-wallet-request"][data-method="${method}"]`,
  )
const decide = (method: string, choice: 'approve' | 'reject') =>
  request(method).getByTestId(`dev-wallet-${choice}`).click()
const state = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState())
const wallet = () =>
  tab.evaluate(() => {
    const { authorised, enabledChains } = (window as unknown as PageWindow).wallet
    return { authorised, enabledChains: [...enabledChains] }
  })
const pendingCount = () => tab.locator('[data-testid="dev-wallet-request"]').count()
const ready = () => tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
const adr36 = (signer: string, message: string) =>
  serializeSignDoc(
    makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    ),
  )

describe('cosmos in Chromium: the cosmos dev wallet (window.keplr) through the modal', () => {
  it('shows the catalogue’s rejection when the wallet refuses, then connects on Try again', async () => {
    await tab.goto(served.url)
    await ready()
    await tab.click('#open')
    const rows = dialog().locator('[data-wallet^="connector:"]')
    await rows.first().waitFor()
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-wallet')))).toEqual([
      'connector:cosmos:dev.gangway.wallet',
    ])
    await rows.first().click()
    await decide('enable', 'reject')
    await dialog().getByText('Connection rejected').waitFor()
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    expect((await wallet()).authorised).toBe(false)

    await dialog().getByRole('button', { name: 'Try again' }).click()
    await decide('enable', 'approve')
    await dialog().waitFor({ state: 'detached' })
    expect(await state()).toMatchObject({
      activeNamespace: 'cosmos',
      account: {
        status: 'connected',
        address: hub.address,
        caipAddress: `cosmos:cosmoshub-4:${hub.address}`,
      },
    })
  })

  it('signs a message by ADR-36 that cosmjs verifies in Node', async () => {
    const signing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('Hello from Chromium'),
    )
    await decide('signArbitrary', 'approve')
    const signature = await signing
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signature)),
        sha256(adr36(hub.address, 'Hello from Chromium')),
        hub.pubkey,
      ),
    ).toBe(true)
  })

  it('reports a refused signature as the catalogue’s rejection and stays connected', async () => {
    const failing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('reject me').then(
        () => 'signed',
        (error: { name: string; code: number; message: string }) => [error.name, error.code, error.message],
      ),
    )
    await decide('signArbitrary', 'reject')
    expect(await failing).toEqual(['UserRejectedRequestError', 4001, 'The user rejected the request.'])
    expect((await state()).account).toMatchObject({ status: 'connected', address: hub.address })
  })

  it('switches to a network the wallet lacks from the modal: suggest chain, then the osmo address', async () => {
    await tab.click('#open')
    await dialog()
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog().getByRole('button', { name: 'Osmosis Testnet' }).click()
    await decide('experimentalSuggestChain', 'approve')
    await expect
      .poll(async () => (await state()).account?.caipAddress)
      .toBe(`cosmos:osmo-test-5:${osmo.address}`)
    expect((await state()).account?.address).toBe(osmo.address)
    expect((await wallet()).enabledChains).toEqual(['cosmoshub-4', 'osmo-test-5'])
    if (await dialog().count()) {
      await tab.keyboard.press('Escape')
      await dialog().waitFor({ state: 'detached' })
    }
  })

  it('restores the session after a reload without asking the wallet', async () => {
    await tab.reload()
    await ready()
    await tab.waitForFunction(
      () => (window as unknown as PageWindow).gangway.getState().account?.status === 'connected',
    )
    expect((await state()).account).toMatchObject({
      address: osmo.address,
      caipAddress: `cosmos:osmo-test-5:${osmo.address}`,
    })
    expect(await pendingCount()).toBe(0)
  })

  it('disconnects from the modal: state, storage and the wallet’s permission cleared', async () => {
    await tab.click('#open')
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    expect((await wallet()).authorised).toBe(false)
    const stored = await tab.evaluate(() =>
      Object.entries({ ...localStorage }).filter(([key]) => key.startsWith('@gangway/')),
    )
    expect(Object.fromEntries(stored)).toMatchObject({
      '@gangway/connectorIds': '{}',
      '@gangway/connectionStatus': '{}',
    })
    await tab.reload()
    await ready()
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    expect(await pendingCount()).toBe(0)
  })
})
