import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../tests/fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../../../tests/fixtures/servePage.js'
import type { Devnet } from '../Devnet.js'
import { startDevnet } from '../startDevnet.js'

type Wallets = { devWallets: Record<'one' | 'two', { request(args: unknown): Promise<unknown> }> }

let devnet: Devnet
let browser: Browser
let served: ServedPage

beforeAll(async () => {
  ;[devnet, browser, served] = await Promise.all([
    startDevnet(),
    launchChromium(),
    servePage({ entry: 'playground/devnet/wallet/devWalletPage.ts' }),
  ])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await devnet?.stop()
})

function pageUrl(autoApprove: boolean): string {
  const chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  return `${served.url}?autoApprove=${autoApprove}&chains=${encodeURIComponent(JSON.stringify(chains))}`
}

async function open(tab: Page, autoApprove: boolean): Promise<void> {
  await tab.goto(pageUrl(autoApprove))
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
}

function request(tab: Page, wallet: 'one' | 'two', method: string, params?: unknown[]): Promise<unknown> {
  return tab.evaluate(
    ({ wallet, method, params }) =>
      (window as unknown as Wallets).devWallets[wallet]
        .request({ method, params })
        .catch((error: { code: number; message: string }) => ({
          error: { code: error.code, message: error.message },
        })),
    { wallet, method, params },
  )
}

describe('the dev wallet in Chromium', () => {
  it('is announced twice by EIP-6963, injected once, and driven through its panel against the devnet', async () => {
    const tab = await browser.newPage()
    await open(tab, false)
    expect(
      await tab.evaluate(() => {
        const state = window as unknown as {
          announced: { name: string; rdns: string }[]
          ethereum: unknown
        } & Wallets
        return {
          announced: state.announced.map(({ name, rdns }) => ({ name, rdns })),
          injected: state.ethereum === state.devWallets.one,
        }
      }),
    ).toEqual({
      announced: [
        { name: 'Dev Wallet One', rdns: 'dev.gangway.one' },
        { name: 'Dev Wallet Two', rdns: 'dev.gangway.two' },
      ],
      injected: true,
    })
    const panelOne = tab.locator('[data-testid="dev-wallet-section"][data-wallet="Dev Wallet One"]')
    const connecting = request(tab, 'one', 'eth_requestAccounts')
    await panelOne.getByTestId('dev-wallet-request').waitFor()
    expect(await panelOne.getByTestId('dev-wallet-request').getAttribute('data-method')).toBe(
      'eth_requestAccounts',
    )
    await panelOne.getByTestId('dev-wallet-approve').click()
    const [address] = (await connecting) as `0x${string}`[]
    expect(address).toBe(devnet.accounts[0]!.address)

    const rejected = request(tab, 'one', 'personal_sign', ['0x6869', address])
    await panelOne.getByTestId('dev-wallet-reject').click()
    expect(await rejected).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })

    await panelOne.getByTestId('dev-wallet-auto-approve').check()
    const signature = (await request(tab, 'one', 'personal_sign', ['0x6869', address])) as `0x${string}`
    expect(await verifyMessage({ address: address!, message: 'hi', signature })).toBe(true)

    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const recipient = devnet.accounts[3]!.address
    const before = await client.getBalance({ address: recipient })
    const hash = (await request(tab, 'one', 'eth_sendTransaction', [
      { from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` },
    ])) as `0x${string}`
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))

    expect(await request(tab, 'one', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({
      error: { code: 4902 },
    })
    await request(tab, 'one', 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: devnet.chains[1]!.name,
        rpcUrls: [devnet.chains[1]!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])

    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    expect(await request(tab, 'one', 'eth_accounts')).toEqual([address, devnet.accounts[1]!.address])
    expect(await request(tab, 'one', 'eth_chainId')).toBe('0x7a6a')
    expect(await request(tab, 'two', 'eth_accounts')).toEqual([])
    expect(await tab.getByTestId('dev-wallet-request').count()).toBe(0)
    await tab.close()
  })
})
