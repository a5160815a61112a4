import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'

type PageWindow = Window & {
  pageReady?: boolean
  gangway: {
    ready: Promise<void>
    getState(): { activeNamespace?: string }
    stores: {
      accounts: { getState(): { byNamespace: Record<string, { status: string; address?: string }> } }
    }
    signMessage(message: string, namespace?: string): Promise<string>
    disconnect(namespace?: string): Promise<void>
  }
}

const pageErrors: string[] = []
let devnet: Devnet
let rpc: LocalSolanaRpc
let browser: Browser
let served: ServedPage
let tab: Page

beforeAll(async () => {
  ;[devnet, rpc, browser, served] = await Promise.all([
    startDevnet(),
    startSolanaRpc(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/solana.ts',
      body: '<button id="open" type="button">Connect</button>',
    }),
  ])
  tab = await browser.newPage({ viewport: { width: 1100, height: 800 } })
  tab.setDefaultTimeout(10_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error) pageErrors.push(error)
  })
}, 60_000)
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await Promise.all([devnet?.stop(), rpc?.stop()])
})

const dialog = () => tab.getByRole('dialog')
const decide = async (wallet: 'EVM' | 'Solana', method: string, choice: 'approve' | 'reject') =>
  tab
    .locator(`[data-testid="dev-wallet-section"][data-wallet="${wallet}"]`)
    .locator(`[data-testid="dev-wallet-request"][data-method="${method}"]`)
    .getByTestId(`dev-wallet-${choice}`)
    .click()
const accounts = () =>
  tab.evaluate(() => {
    const { byNamespace } = (window as unknown as PageWindow).gangway.stores.accounts.getState()
    return Object.fromEntries(
      Object.entries(byNamespace).map(([namespace, account]) => [
        namespace,
        [account.status, account.address ?? null],
      ]),
    )
  })
const activeNamespace = () =>
  tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().activeNamespace)
const evm = () => devnet.accounts[0]!.address
const sol = () => rpc.accounts[0]!.address
const pendingCount = () => tab.locator('[data-testid="dev-wallet-request"]').count()

async function load() {
  const query = new URLSearchParams({
    networks: JSON.stringify([rpc.network, ...devNetworks(devnet)]),
    evm: JSON.stringify(devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))),
    solana: JSON.stringify([{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }]),
    autoApprove: 'false',
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
}

async function clickWallet() {
  await tab.click('#open')
  const row = dialog().getByRole('button', { name: 'Gangway Dev Wallet: Solana, EVM, Installed' })
  await row.waitFor()
  expect(await dialog().locator('[data-wallet^="connector:"]').count()).toBe(1)
  expect(await row.locator('.gw-tag').allTextContents()).toEqual(['Solana', 'EVM', 'Installed'])
  await row.focus()
  await tab.keyboard.press('Enter')
}

describe('the EVM and Solana dev wallets, one wallet of two namespaces, through the modal', () => {
  it('connects both namespaces with one click, one approval each, and signs in each', async () => {
    await load()
    await clickWallet()
    await decide('Solana', 'standard:connect', 'approve')
    await decide('EVM', 'eth_requestAccounts', 'approve')
    await dialog().waitFor({ state: 'detached' })
    expect(await accounts()).toMatchObject({ solana: ['connected', sol()], eip155: ['connected', evm()] })
    expect(await activeNamespace()).toBe('solana')

    const signed = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('multi', 'eip155'),
    )
    await decide('EVM', 'personal_sign', 'approve')
    expect(
      await verifyMessage({
        address: evm() as `0x${string}`,
        message: 'multi',
        signature: (await signed) as `0x${string}`,
      }),
    ).toBe(true)
    const solSigned = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('multi', 'solana'),
    )
    await decide('Solana', 'solana:signMessage', 'approve')
    const signature = await solSigned
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode('multi'),
        bs58.decode(signature),
        bs58.decode(sol()),
      ),
    ).toBe(true)
  })

  it('reconnects both after a reload without asking the wallets', async () => {
    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
    await expect.poll(accounts).toMatchObject({ solana: ['connected', sol()], eip155: ['connected', evm()] })
    expect(await pendingCount()).toBe(0)
  })

  it('changes the active namespace in the Account view', async () => {
    await tab.click('#open')
    await dialog().getByRole('group', { name: 'Active chain' }).getByRole('button', { name: 'EVM' }).click()
    await expect.poll(activeNamespace).toBe('eip155')
    await dialog().getByRole('button', { name: 'EVM', pressed: true }).waitFor()
    expect(await pendingCount()).toBe(0)
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('disconnects solana alone, leaving eip155 connected', async () => {
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect('solana'))
    expect(await accounts()).toMatchObject({ solana: ['disconnected', null], eip155: ['connected', evm()] })
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
  })

  it('keeps the first namespace when the second is rejected, says which failed, and Try again connects it', async () => {
    await tab.evaluate(() => localStorage.clear())
    await load()
    await clickWallet()
    await decide('Solana', 'standard:connect', 'approve')
    await decide('EVM', 'eth_requestAccounts', 'reject')
    await dialog().getByText('Not connected: EVM. The others stay connected.').waitFor()
    await dialog().getByText('Connection rejected').waitFor()
    expect(await accounts()).toMatchObject({ solana: ['connected', sol()], eip155: ['disconnected', null] })
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await decide('EVM', 'eth_requestAccounts', 'approve')
    await dialog().waitFor({ state: 'detached' })
    expect(await accounts()).toMatchObject({ solana: ['connected', sol()], eip155: ['connected', evm()] })
    expect(await activeNamespace()).toBe('solana')
  })
})
