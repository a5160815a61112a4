import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { groupDigits } from '../../ui-kit/lib/groupDigits.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'

interface WalletControl {
  readonly addresses: readonly string[]
  readonly chainId: number
  readonly authorised: boolean
  readonly autoApprove: boolean
  readonly log: readonly { method: string; error?: number }[]
  setAutoApprove(enabled: boolean): void
  pending(): { id: string; method: string }[]
  moveTo(chain: { chainId: number; name: string; rpcUrl: string }): Promise<unknown>
  resolve(id: string, approved: boolean): boolean
}

type PageWindow = Window & {
  pageReady?: boolean
  wallet: WalletControl
  wallets: Record<string, WalletControl>
  gangway: {
    ready: Promise<void>
    getState(): {
      open: boolean
      view: string
      activeNetwork?: { id: number | string; caipNetworkId: string }
      account?: {
        status: string
        address?: string
        caipAddress?: string
        balance?: string
        balanceStatus?: string
      }
    }
    signMessage(message: string): Promise<string>
    sendTransaction(request: Record<string, unknown>): Promise<string>
    switchNetwork(network: string): Promise<void>
    disconnect(): Promise<void>
  }
}

const WAIT = 15_000
const pageErrors: string[] = []
let devnet: Devnet
let browser: Browser
let served: ServedPage
let context: BrowserContext
let tab: Page

beforeAll(async () => {
  ;[devnet, browser, served] = await Promise.all([
    startDevnet(),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/eip155.ts',
      body: '<button id="open" type="button">Connect wallet</button>',
      // The wallet directory (All Wallets) answers empty: only announced wallets are listed.
      routes: {
        '/gangway/directory/getWallets': (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ count: 0, data: [] }))
        },
      },
    }),
  ])
}, 60_000)
afterEach(async () => {
  await context?.close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await devnet?.stop()
})

async function newTab(): Promise<void> {
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error) pageErrors.push(error)
  })
}

async function load(wallets: 'one' | 'two', networkCount = 2): Promise<void> {
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet).slice(0, networkCount)),
    chains: JSON.stringify(devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))),
    wallets,
  })
  await tab.goto(`${served.url}?${query}`)
  await waitReady()
}

async function waitReady(): Promise<void> {
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true, null, {
    timeout: WAIT,
  })
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
}

const chainA = () => devnet.chains[0]!
const client = () => createPublicClient({ transport: http(chainA().rpcUrl) })
const balanceOf = (address: `0x${string}`) => client().getBalance({ address })
const floor3 = (wei: bigint) =>
  `${wei / 10n ** 18n}.${((wei % 10n ** 18n) / 10n ** 15n).toString().padStart(3, '0')}`
const truncated = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const dialog = () => tab.getByRole('dialog')
const balanceText = () => dialog().locator('.gw-balance').first().textContent({ timeout: WAIT })
const state = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState())
const pending = (wallet = 'dev') =>
  tab.evaluate((name) => (window as unknown as PageWindow).wallets[name]!.pending(), wallet)
const setAutoApprove = (enabled: boolean) =>
  tab.evaluate((on) => (window as unknown as PageWindow).wallet.setAutoApprove(on), enabled)
const connectedLocalStorage = () =>
  tab.evaluate(() =>
    Object.entries(localStorage).filter(
      ([key, value]) => key.startsWith('@gangway/') && /"connected"/.test(value),
    ),
  )

async function connectThroughModal(rdns: string): Promise<void> {
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog().locator(`[data-wallet="connector:eip155:${rdns}"]`).click()
  await dialog().waitFor({ state: 'detached', timeout: WAIT })
}

async function openAccount(): Promise<void> {
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
}

describe('eip155 in Chromium: the EVM dev wallet through the modal, against the local devnet', () => {
  it('walks the visitor path: connect, balance, sign, send, reload, add+switch chain, reject, disconnect', async () => {
    await newTab()
    await load('one')
    const [me, recipient] = [devnet.accounts[0]!.address, devnet.accounts[1]!.address]

    // Connect: the dev wallet is listed in the Connect view, one click connects it (auto-approve on).
    await connectThroughModal('dev.gangway.wallet')
    expect(await state()).toMatchObject({
      activeNetwork: { id: chainA().chainId },
      account: { status: 'connected', address: me },
    })

    // Account: the truncated address and the real balance, floored to 3 decimals.
    await openAccount()
    await dialog().getByText(truncated(me)).first().waitFor()
    const before = groupDigits(floor3(await balanceOf(me)))
    await expect.poll(balanceText, { timeout: WAIT }).toMatch(new RegExp(`^${before}\\s+ETH$`))

    // Sign: viem verifies the signature against the dev account.
    const signature = (await tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('hello gangway'),
    )) as `0x${string}`
    expect(await verifyMessage({ address: me, message: 'hello gangway', signature })).toBe(true)

    // Send 0.01 ETH: the chain and the Account view both change.
    const recipientBefore = await balanceOf(recipient)
    const hash = await tab.evaluate(
      (to) => (window as unknown as PageWindow).gangway.sendTransaction({ to, value: '0x2386f26fc10000' }),
      recipient,
    )
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client().waitForTransactionReceipt({ hash: hash as `0x${string}`, timeout: WAIT })
    expect(receipt.status).toBe('success')
    expect((await balanceOf(recipient)) - recipientBefore).toBe(10_000_000_000_000_000n)
    const after = groupDigits(floor3(await balanceOf(me)))
    expect(after).not.toBe(before)
    await expect.poll(balanceText, { timeout: WAIT }).toMatch(new RegExp(`^${after}\\s+ETH$`))
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })

    // Reload: the session comes back without asking the wallet for anything.
    await setAutoApprove(false)
    await tab.reload()
    await waitReady()
    await tab.waitForFunction(
      () => (window as unknown as PageWindow).gangway.getState().account?.status === 'connected',
      null,
      { timeout: WAIT },
    )
    expect((await state()).account).toMatchObject({ status: 'connected', address: me })
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallet.autoApprove)).toBe(false)
    expect(await pending()).toEqual([])
    expect(
      (await tab.evaluate(() => (window as unknown as PageWindow).wallet.log)).map((entry) => entry.method),
    ).not.toContain('eth_requestAccounts')
    expect(await pending()).toEqual([])

    // Switch to chain B: the wallet does not know it (4902), Gangway adds it, then it is active.
    await setAutoApprove(true)
    const chainB = devnet.chains[1]!
    await tab.evaluate(
      (id) => (window as unknown as PageWindow).gangway.switchNetwork(id),
      `eip155:${chainB.chainId}`,
    )
    expect((await state()).activeNetwork?.id).toBe(chainB.chainId)
    expect((await state()).account).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:${chainB.chainId}:${me}`,
    })
    const log = await tab.evaluate(() => (window as unknown as PageWindow).wallet.log)
    const switches = log.filter((entry) => /^wallet_(switch|add)EthereumChain$/.test(entry.method))
    expect(switches).toEqual([
      { method: 'wallet_switchEthereumChain', error: 4902 },
      { method: 'wallet_addEthereumChain' },
      { method: 'wallet_switchEthereumChain' },
    ])
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallet.chainId)).toBe(chainB.chainId)

    // Reject a signature: a clear error, and the account stays connected.
    await setAutoApprove(false)
    const failing = tab.evaluate(() =>
      (window as unknown as PageWindow).gangway.signMessage('reject me').then(
        () => 'signed',
        (error: Error) => error.message,
      ),
    )
    await expect.poll(() => pending(), { timeout: WAIT }).toHaveLength(1)
    const [request] = await pending()
    expect(request!.method).toBe('personal_sign')
    expect(
      await tab.evaluate((id) => (window as unknown as PageWindow).wallet.resolve(id, false), request!.id),
    ).toBe(true)
    expect(await failing).toMatch(/rejected/i)
    expect((await state()).account).toMatchObject({ status: 'connected', address: me })

    // Disconnect: state and storage cleared.
    expect(await connectedLocalStorage()).not.toEqual([])
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')
    expect(await connectedLocalStorage()).toEqual([])
  }, 40_000)

  it('lists two announced wallets and connects each to its own provider', async () => {
    await newTab()
    await load('two')
    const [alpha, beta] = [devnet.accounts[2]!.address, devnet.accounts[3]!.address]
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().locator('[data-wallet^="connector:eip155:"]').first().waitFor()
    const rows = await dialog()
      .locator('[data-wallet^="connector:eip155:"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-wallet')))
    expect(rows).toContain('connector:eip155:walletConnect')
    expect(rows.filter((row) => row?.startsWith('connector:eip155:dev.')).sort()).toEqual([
      'connector:eip155:dev.gangway.alpha',
      'connector:eip155:dev.gangway.beta',
    ])
    await dialog()
      .getByRole('button', { name: /Alpha Dev Wallet/ })
      .waitFor()
    await dialog()
      .getByRole('button', { name: /Beta Dev Wallet/ })
      .waitFor()
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })

    await connectThroughModal('dev.gangway.alpha')
    expect((await state()).account).toMatchObject({ status: 'connected', address: alpha })
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallets.alpha!.authorised)).toBe(true)
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallets.beta!.authorised)).toBe(false)
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.disconnect())
    expect((await state()).account?.status ?? 'disconnected').toBe('disconnected')

    await connectThroughModal('dev.gangway.beta')
    expect((await state()).account).toMatchObject({ status: 'connected', address: beta })
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallets.beta!.authorised)).toBe(true)
    expect(await pending('alpha')).toEqual([])
    expect(await pending('beta')).toEqual([])
  }, 30_000)

  it('opens UnsupportedChain when the wallet moves to a network the app did not configure, and switches back', async () => {
    await newTab()
    await load('one', 1)
    const me = devnet.accounts[0]!.address
    await connectThroughModal('dev.gangway.wallet')
    const chainB = devnet.chains[1]!
    await tab.evaluate((chain) => (window as unknown as PageWindow).wallet.moveTo(chain), {
      chainId: chainB.chainId,
      name: chainB.name,
      rpcUrl: chainB.rpcUrl,
    })
    await dialog().waitFor()
    await expect.poll(async () => (await state()).view, { timeout: WAIT }).toBe('UnsupportedChain')
    expect(await state()).toMatchObject({
      open: true,
      account: {
        status: 'connected',
        caipAddress: `eip155:${chainB.chainId}:${me}`,
        balanceStatus: 'unavailable',
      },
    })
    await dialog().getByText('Unsupported network').first().waitFor()
    await dialog()
      .getByRole('button', { name: new RegExp(devNetworks(devnet)[0]!.name) })
      .click()
    await dialog().waitFor({ state: 'detached', timeout: WAIT })
    expect(await tab.evaluate(() => (window as unknown as PageWindow).wallet.chainId)).toBe(chainA().chainId)
    expect((await state()).account).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:${chainA().chainId}:${me}`,
    })
    await openAccount()
    const balance = groupDigits(floor3(await balanceOf(me)))
    await expect.poll(balanceText, { timeout: WAIT }).toMatch(new RegExp(`^${balance}\\s+ETH$`))
  }, 30_000)
})
