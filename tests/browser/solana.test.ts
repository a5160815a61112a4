import type { Address } from '@solana/kit'
import bs58 from 'bs58'
import type { Browser, Page } from 'playwright-core'
import nacl from 'tweetnacl'
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
    getState(): { activeNamespace?: string; account?: { status: string; address?: string; balance?: string } }
    stores: {
      accounts: { getState(): { byNamespace: Record<string, { status: string; address?: string }> } }
    }
    signMessage(message: string, namespace?: string): Promise<string>
    sendTransaction(request: Record<string, unknown>, namespace?: string): Promise<string>
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
      body: '<button id="open" type="button">Connect</button><output id="balance"></output>',
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

const solAddress = () => rpc.accounts[0]!.address
const lamports = (owner: string) => rpc.svm.getBalance(owner as Address) ?? 0n
const floor3 = (value: bigint) =>
  `${value / 1_000_000_000n}.${((value % 1_000_000_000n) / 1_000_000n).toString().padStart(3, '0')}`
const dialog = () => tab.getByRole('dialog')
const panel = (wallet: 'EVM' | 'Solana') =>
  tab.locator(`[data-testid="dev-wallet-section"][data-wallet="${wallet}"]`)
const request = (wallet: 'EVM' | 'Solana', method: string) =>
  panel(wallet).locator(`[data-testid="dev-wallet-request"][data-method="${method}"]`)
const decide = async (wallet: 'EVM' | 'Solana', method: string, choice: 'approve' | 'reject') => {
  await request(wallet, method).getByTestId(`dev-wallet-${choice}`).click()
}
const state = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState())
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

async function openAccount(balance: RegExp) {
  await tab.click('#open')
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
  await expect
    .poll(() => dialog().locator('.gw-balance').first().textContent(), { timeout: 10_000 })
    .toMatch(balance)
}

describe('solana in Chromium: the Solana dev wallet through the modal, against the local VM', () => {
  it('connects the Solana dev wallet from the one row its two namespaces share, and shows the real SOL balance', async () => {
    await load()
    await tab.click('#open')
    const rows = dialog().locator('[data-wallet^="connector:"]')
    await rows.first().waitFor()
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-wallet')))).toEqual([
      'connector:solana:Gangway Dev Wallet',
    ])
    await rows.first().click()
    await decide('Solana', 'standard:connect', 'approve')
    // One click asks for every namespace of the wallet: EVM is declined here, and connected later below.
    await decide('EVM', 'eth_requestAccounts', 'reject')
    await dialog().getByText('Not connected: EVM. The others stay connected.').waitFor()
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
    expect(await state()).toMatchObject({
      activeNamespace: 'solana',
      account: { status: 'connected', address: solAddress() },
    })
    const expected = floor3(lamports(solAddress()))
    expect(expected).toBe('1000.000')
    await expect.poll(() => tab.textContent('#balance')).toBe(`${expected} SOL`)
    await openAccount(/^1,000\.000\s+SOL$/)
  })

  it('signs a message that tweetnacl verifies, and sends 0.1 SOL: the VM and the screen both change', async () => {
    const signing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('Hello from Chromium'),
    )
    await decide('Solana', 'solana:signMessage', 'approve')
    const signature = await signing
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode('Hello from Chromium'),
        bs58.decode(signature),
        bs58.decode(solAddress()),
      ),
    ).toBe(true)
    const receiver = rpc.accounts[9]!.address
    const [senderBefore, receiverBefore] = [lamports(solAddress()), lamports(receiver)]
    const sending = tab.evaluate(
      (to) => (window as unknown as PageWindow).gangway.sendTransaction({ to, value: '100000000' }),
      receiver,
    )
    await decide('Solana', 'solana:signAndSendTransaction', 'approve')
    expect(await sending).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(lamports(receiver) - receiverBefore).toBe(100_000_000n)
    expect(senderBefore - lamports(solAddress())).toBe(100_005_000n)
    await expect.poll(() => dialog().locator('.gw-balance').first().textContent()).toMatch(/^999\.899\s+SOL$/)
    await expect.poll(() => tab.textContent('#balance')).toBe('999.899 SOL')
  })

  it('restores the Solana session after a reload without asking the wallet', async () => {
    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await tab.waitForFunction(
      () => (window as unknown as PageWindow).gangway.getState().account?.status === 'connected',
    )
    expect(await state()).toMatchObject({ activeNamespace: 'solana', account: { address: solAddress() } })
    await expect.poll(() => tab.textContent('#balance')).toBe('999.899 SOL')
    expect(await pendingCount()).toBe(0)
  })

  it('connects the EVM dev wallet too through SwitchActiveChain, and switches between the namespaces keeping both', async () => {
    await openAccount(/SOL$/)
    await dialog()
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog().getByRole('button', { name: 'Gangway Devnet A' }).click()
    await dialog().getByText('Connect a EVM wallet to use Gangway Devnet A.').waitFor()
    await dialog().getByRole('button', { name: 'Connect wallet' }).click()
    const rows = dialog().locator('[data-wallet^="connector:"]')
    await rows.first().waitFor()
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-wallet')))).toEqual([
      'connector:eip155:dev.gangway.wallet',
    ])
    await rows.first().click()
    await decide('EVM', 'eth_requestAccounts', 'approve')
    await dialog().waitFor({ state: 'detached' })
    expect(await accounts()).toMatchObject({
      solana: ['connected', solAddress()],
      eip155: ['connected', devnet.accounts[0]!.address],
    })
    expect((await state()).activeNamespace).toBe('eip155')
    await expect.poll(() => tab.textContent('#balance')).toMatch(/ ETH$/)

    await openAccount(/ETH$/)
    await dialog()
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog().getByRole('button', { name: 'Gangway Solana Devnet' }).click()
    await expect.poll(() => dialog().locator('.gw-balance').first().textContent()).toMatch(/^999\.899\s+SOL$/)
    expect(await state()).toMatchObject({ activeNamespace: 'solana', account: { address: solAddress() } })
    expect((await accounts()).eip155).toEqual(['connected', devnet.accounts[0]!.address])
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('reports a signature rejected in the wallet as rejected, and stays connected', async () => {
    const failing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('reject me').then(
        () => 'signed',
        (error: { name: string; code: number; message: string }) => [error.name, error.code, error.message],
      ),
    )
    await decide('Solana', 'solana:signMessage', 'reject')
    expect(await failing).toEqual(['UserRejectedRequestError', 4001, 'The user rejected the request.'])
    expect((await state()).account).toMatchObject({ status: 'connected', address: solAddress() })
  })

  it('disconnects the Solana namespace from the modal, keeps EVM, then disconnects everything', async () => {
    await openAccount(/SOL$/)
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect(await accounts()).toMatchObject({
      solana: ['disconnected', null],
      eip155: ['connected', devnet.accounts[0]!.address],
    })
    expect(
      await tab.evaluate(
        () => (window as unknown as { wallets: { sol: { authorised: boolean } } }).wallets.sol.authorised,
      ),
    ).toBe(false)
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
    expect(await accounts()).toMatchObject({ solana: ['disconnected', null], eip155: ['disconnected', null] })
    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
    await tab.evaluate(() => (window as unknown as { gangway: { ready: Promise<void> } }).gangway.ready)
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
  })
})
