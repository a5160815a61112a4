import { mkdirSync } from 'node:fs'
import { verifySignIn } from '@solana/wallet-standard-util'
import bs58 from 'bs58'
import { verifyMessage } from 'ethers'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cosmosHub, polkadotMainnet } from '../../core/networks/index.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { DevServices } from '../../playground/devnet/services/DevServices.js'
import { startDevServices } from '../../playground/devnet/services/startDevServices.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { siwsChainName } from '../../plugins/siwx/siwsChainName.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

type PageWindow = Window & {
  pageReady?: boolean
  declineSigning?: boolean
  solanaRequests?: string[]
  gangway: {
    ready: Promise<void>
    getState(): { account?: { status: string; address?: string } }
    getPlugin(name: 'siwx'): { store(): { getState(): { phase: string } } | undefined } | undefined
    stores: { accounts: { getState(): { byNamespace: Record<string, { status: string }> } } }
    switchNetwork(network: string): Promise<void>
  }
}
interface ServerSession {
  readonly data: {
    readonly chainId: string
    readonly accountAddress: string
    readonly domain: string
    readonly uri: string
    readonly version: string
    readonly nonce: string
    readonly issuedAt: string
    readonly statement?: string
  }
  readonly message: string
  readonly signature: string
}

const screenshots = 'test-artifacts/screenshots'
const pageErrors: string[] = []
let browser: Browser
let served: ServedPage
let devnet: Devnet
let rpc: LocalSolanaRpc
let services: DevServices
let context: BrowserContext | undefined
let tab: Page

beforeAll(async () => {
  const page = servePage({
    entry: 'tests/browser/pages/siwx.ts',
    body: '<button id="open" type="button">Connect</button>',
  })
  ;[devnet, rpc, served, browser] = await Promise.all([
    startDevnet(),
    startSolanaRpc(),
    page,
    launchChromium(),
  ])
  services = await startDevServices({ devnet, solana: rpc })
}, 90_000)
afterEach(async () => {
  await context?.close()
  context = undefined
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await services?.stop()
  await Promise.all([devnet?.stop(), rpc?.stop()])
})

const address = () => devnet.accounts[0]!.address
const dialog = () => tab.getByRole('dialog')
const phase = () =>
  tab.evaluate(() => (window as unknown as PageWindow).gangway.getPlugin('siwx')?.store()?.getState().phase)
const status = () => tab.evaluate(() => (window as unknown as PageWindow).gangway.getState().account?.status)
const sessionsOnServer = async (chainId: string, account: string = address()): Promise<ServerSession[]> => {
  const url = `${services.endpoints.api}/v1/sessions/${account}?projectId=siwx-test&chainId=${chainId}`
  return ((await (await fetch(url)).json()) as { sessions: ServerSession[] }).sessions
}

async function load(
  siwx: Record<string, unknown>,
  viewport = { width: 1280, height: 800 },
  withSolana = false,
  only?: 'cosmos' | 'polkadot',
  solanaSignIn = true,
): Promise<void> {
  context ??= await browser.newContext({ viewport })
  tab = await context.newPage()
  tab.setDefaultTimeout(15_000)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  const evm = only ? [] : devNetworks(devnet)
  const query = new URLSearchParams({
    networks: JSON.stringify(
      only ? [only === 'cosmos' ? cosmosHub : polkadotMainnet] : withSolana ? [...evm, rpc.network] : evm,
    ),
    solana: JSON.stringify(withSolana ? [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }] : []),
    evm: JSON.stringify(
      only ? [] : devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ),
    endpoints: JSON.stringify({ api: services.endpoints.api }),
    siwx: JSON.stringify(siwx),
    ...(only ? { [only]: '1' } : {}),
    ...(solanaSignIn ? {} : { solanaSignIn: 'false' }),
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as PageWindow).pageReady === true)
  await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
}

async function connect(): Promise<void> {
  await tab.click('#open')
  await dialog().locator('[data-wallet^="connector:"]').first().click()
  await dialog().getByRole('heading', { name: 'Gangway SIWX Test needs to connect to your wallet' }).waitFor()
}

describe('SIWX in Chromium with the EVM dev wallet and the dev services', () => {
  it('connect opens the sign-in view; Sign stores a session the server verified; a reload keeps it', async () => {
    await load({})
    await connect()
    mkdirSync(screenshots, { recursive: true })
    await tab.screenshot({ path: `${screenshots}/siwx-sign-1280.png` })
    await dialog().getByRole('button', { name: 'Sign' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect(await phase()).toBe('signed')
    const chainId = devNetworks(devnet)[0]!.caipNetworkId
    const [session] = await sessionsOnServer(chainId)
    expect(session?.data.accountAddress).toBe(address())
    expect(session?.data.domain).toBe(new URL(served.url).host)
    expect(verifyMessage(session!.message, session!.signature)).toBe(address())
    await tab.reload()
    await tab.evaluate(() => (window as unknown as PageWindow).gangway.ready)
    await expect.poll(phase).toBe('signed')
    expect(await dialog().count()).toBe(0)
  })

  it('a declined signature shows Signature declined, and signing again works', async () => {
    await load({}, { width: 390, height: 844 })
    await tab.evaluate(() => {
      ;(window as unknown as PageWindow).declineSigning = true
    })
    await connect()
    await dialog().getByRole('button', { name: 'Sign' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Signature declined' }).first().waitFor()
    expect(await phase()).toBe('declined')
    await dialog().getByRole('button', { name: 'Sign' }).waitFor()
    await tab.waitForTimeout(300) // the sheet's height animation (150 ms) before the picture
    await tab.screenshot({ path: `${screenshots}/siwx-declined-390.png` })
    await tab.evaluate(() => {
      ;(window as unknown as PageWindow).declineSigning = false
    })
    await dialog().getByRole('button', { name: 'Sign' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect(await phase()).toBe('signed')
  })

  it('required: Escape and the backdrop only shake the view; Cancel disconnects', async () => {
    await load({ required: true })
    await connect()
    expect(await dialog().getByRole('button', { name: 'Back' }).count()).toBe(0)
    await tab.keyboard.press('Escape')
    await expect.poll(() => dialog().getAttribute('data-shake')).not.toBeNull()
    await expect.poll(() => dialog().getAttribute('data-shake'), { timeout: 2_000 }).toBeNull()
    await tab.mouse.click(5, 795)
    await expect.poll(() => dialog().getAttribute('data-shake')).not.toBeNull()
    expect(await dialog().count()).toBe(1)
    expect(await phase()).toBe('needed')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(status).not.toBe('connected')
    await dialog().waitFor({ state: 'detached' })
  })

  it.each([
    ['solana:signIn', true],
    ['solana:signMessage', false],
  ] as const)(
    'solana: switching to the Solana VM asks again; the dev wallet signs SIWS by %s, the server verifies it',
    async (method, signIn) => {
      await load({}, undefined, true, undefined, signIn)
      await connect()
      await expect
        .poll(() =>
          tab.evaluate(() =>
            Object.values(
              (window as unknown as PageWindow).gangway.stores.accounts.getState().byNamespace,
            ).map((account) => account.status),
          ),
        )
        .toEqual(['connected', 'connected'])
      await dialog().getByRole('button', { name: 'Sign' }).click()
      await dialog().waitFor({ state: 'detached' })
      await tab.evaluate(
        (network) => (window as unknown as PageWindow).gangway.switchNetwork(network),
        rpc.network.caipNetworkId,
      )
      await dialog()
        .getByRole('heading', { name: 'Gangway SIWX Test needs to connect to your wallet' })
        .waitFor()
      await dialog().getByRole('button', { name: 'Sign' }).click()
      await dialog().waitFor({ state: 'detached' })
      expect(await phase()).toBe('signed')
      const owner = rpc.accounts[0]!.address
      const [session] = await sessionsOnServer(rpc.network.caipNetworkId, owner)
      expect(session?.message).toContain(`wants you to sign in with your Solana account:\n${owner}`)
      const requests = await tab.evaluate(() => (window as unknown as PageWindow).solanaRequests)
      expect(requests?.filter((item) => item.startsWith('solana:sign'))).toEqual([method])
      const { data } = session!
      const input = {
        domain: data.domain,
        address: owner,
        statement: data.statement,
        uri: data.uri,
        version: data.version,
        chainId: siwsChainName(data.chainId),
        nonce: data.nonce,
        issuedAt: data.issuedAt,
      }
      const output = {
        account: { address: owner, publicKey: bs58.decode(owner), chains: [], features: [] },
        signedMessage: new TextEncoder().encode(session!.message),
        signature: bs58.decode(session!.signature),
      }
      expect(verifySignIn(input, output)).toBe(true)
      expect(verifySignIn({ ...input, nonce: `${data.nonce}0` }, output)).toBe(false)
    },
  )

  it.each([
    ['cosmos', cosmosHub.caipNetworkId, 'Cosmos'],
    ['polkadot', polkadotMainnet.caipNetworkId, 'Polkadot'],
  ] as const)(
    '%s: the dev wallet signs the CAIP-122 text; the server verified it without a host verifier',
    async (namespace, chainId, name) => {
      await load({}, { width: 390, height: 844 }, false, namespace)
      await connect()
      await tab.waitForTimeout(300) // the sheet's height animation (150 ms) before the picture
      await tab.screenshot({ path: `${screenshots}/siwx-${namespace}-390.png` })
      await dialog().getByRole('button', { name: 'Sign' }).click()
      await dialog().waitFor({ state: 'detached' })
      expect(await phase()).toBe('signed')
      const owner = await tab.evaluate(
        () => (window as unknown as PageWindow).gangway.getState().account?.address,
      )
      const [session] = await sessionsOnServer(chainId, owner)
      expect(session?.data).toMatchObject({ chainId, accountAddress: owner })
      expect(session?.message).toContain(`wants you to sign in with your ${name} account:\n${owner}\n`)
    },
  )
})
