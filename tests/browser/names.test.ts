import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bundleFrame } from '../../playground/devnet/frame/bundleFrame.js'
import type { IdentityProvider } from '../../playground/devnet/idp/IdentityProvider.js'
import { startIdentityProvider } from '../../playground/devnet/idp/startIdentityProvider.js'
import { devSocialProviders } from '../../playground/devnet/services/devSocialProviders.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { startServer } from '../../server/test/startServer.js'
import { answerInFrame } from '../fixtures/answerInFrame.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'

const WAIT = 20_000
const pageErrors: string[] = []
let devnet: Devnet
let browser: Browser
let served: ServedPage
let idp: IdentityProvider
let server: Awaited<ReturnType<typeof startServer>>
let context: BrowserContext
let tab: Page

interface GangwayWindow {
  readonly gangway: {
    readonly stores: {
      readonly accounts: {
        getState(): {
          byNamespace: Record<string, { address?: string; status?: string; profileName?: string } | undefined>
        }
      }
    }
    readonly events: { on(type: string, handler: (event: { hash: string }) => void): () => void }
  }
}

beforeAll(async () => {
  idp = await startIdentityProvider({
    redirectUris: () => [`${server.url}/gangway/auth/v1/social/callback?projectId=p1`],
  })
  ;[devnet, browser, served, server] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A' }] }),
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/names.ts',
      body: '<button id="open" type="button">Connect wallet</button>',
    }),
    startServer({
      projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
      rateLimits: { perIp: false, perProject: false },
      auth: {
        smtp: { host: '127.0.0.1', port: 9 },
        frameScript: bundleFrame,
        social: devSocialProviders({ issuer: idp.url, clientSecret: idp.clientSecret }),
      },
    }),
  ])
}, 120_000)
afterEach(async () => {
  await context?.close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await server?.stop()
  await idp?.stop()
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const dialog = () => tab.getByRole('dialog')
const account = () =>
  tab.evaluate(
    () => (window as unknown as GangwayWindow).gangway.stores.accounts.getState().byNamespace.eip155,
  )

async function goto(): Promise<void> {
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet).slice(0, 1)),
    services: `${server.url}/gangway`,
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
}

/** Approves the request the secure frame shows in the ApproveTransaction view (once the modal stops moving). */
const approveInFrame = () => answerInFrame(tab, { button: 'Approve', label: 'names.test' })

async function fund(address: string, ether: string): Promise<void> {
  const response = await fetch(chain().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther(ether).toString(16)}`],
    }),
  })
  expect(response.ok).toBe(true)
}

describe('profile names in Chromium with the embedded wallet', () => {
  it('registers a name (signed in the secure frame), sees it after a reload, and sends to that name', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    tab = await context.newPage()
    tab.setDefaultTimeout(WAIT)
    tab.on('pageerror', (error) => pageErrors.push(error.message))
    tab.on('console', (message) => {
      const error = unexpectedConsoleError(message)
      if (error && !/\/directory\/|\/api\/v1\//.test(error)) pageErrors.push(error)
    })
    await goto()
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog().getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: /Alice Example/ }).click(),
    ])
    await dialog().waitFor({ state: 'hidden' })
    const address = (await account())?.address as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await fund(address, '1')

    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().getByRole('button', { name: 'Choose your name' }).click()
    await dialog().getByRole('textbox', { name: 'Name' }).fill('alice-web')
    await dialog().getByText('alice-web.gangway.id is available').waitFor()
    await tab.screenshot({ path: 'test-artifacts/names-register-1280.png' })
    await dialog().getByRole('button', { name: 'Register alice-web.gangway.id' }).click()
    await approveInFrame()
    await dialog().getByText('alice-web.gangway.id is your name now.').waitFor()
    await tab.screenshot({ path: 'test-artifacts/names-success-1280.png' })
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByText('alice-web.gangway.id').first().waitFor()
    await expect(dialog().getByRole('button', { name: 'Choose your name' }).count()).resolves.toBe(0)

    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.waitForFunction(
      (expected) => {
        const eip155 = (window as unknown as GangwayWindow).gangway.stores.accounts.getState().byNamespace
          .eip155
        return eip155?.status === 'connected' && eip155.address === expected
      },
      address,
      { timeout: WAIT },
    )
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog()
      .getByRole('heading', { name: 'alice-web.gangway.id' })
      .or(dialog().getByText('alice-web.gangway.id'))
      .first()
      .waitFor()
    expect((await account())?.profileName).toBe('alice-web.gangway.id')
    await tab.screenshot({ path: 'test-artifacts/names-account-after-reload-1280.png' })

    const hashes = tab.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const off = (window as unknown as GangwayWindow).gangway.events.on('TRANSACTION_SENT', (event) => {
            off()
            resolve(event.hash)
          })
        }),
    )
    await dialog().getByRole('button', { name: 'Send' }).click()
    await dialog().getByLabel('Token').selectOption('native')
    await dialog().getByLabel('Amount').fill('0.01')
    await dialog().getByLabel('Receiver address').fill('alice-web.gangway.id')
    await dialog().getByText(`Resolved to ${address}`).waitFor()
    await tab.screenshot({ path: 'test-artifacts/names-send-resolved-1280.png' })
    await dialog().getByRole('button', { name: 'Preview' }).click()
    await dialog().getByRole('button', { name: 'Confirm in wallet' }).click()
    await approveInFrame()
    await dialog().getByText('Sent 0.01 ETH').waitFor({ timeout: 30_000 })
    const sent = await createPublicClient({ transport: http(chain().rpcUrl) }).getTransaction({
      hash: (await hashes) as Hex,
    })
    expect([sent.to?.toLowerCase(), sent.value]).toEqual([address.toLowerCase(), parseEther('0.01')])
  }, 180_000)
})
