import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accountAbstractionArtifacts } from '../../playground/devnet/aa/accountAbstractionArtifacts.js'
import { sendAsSession } from '../../playground/devnet/aa/sendAsSession.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bundleFrame } from '../../playground/devnet/frame/bundleFrame.js'
import type { MailServer } from '../../playground/devnet/mail/MailServer.js'
import { startMailServer } from '../../playground/devnet/mail/startMailServer.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { startServer } from '../../server/test/startServer.js'
import { answerInFrame } from '../fixtures/answerInFrame.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'
import { within } from '../fixtures/within.js'

const WAIT = 30_000
const pageErrors: string[] = []
let devnet: Devnet
let browser: Browser
let served: ServedPage
let mail: MailServer
let server: Awaited<ReturnType<typeof startServer>>
let context: BrowserContext
let tab: Page

interface Eip155State {
  readonly address?: string
  readonly status?: string
  readonly preferredAccountType?: string
  readonly smartAccountDeployed?: boolean
  readonly allAccounts: readonly { readonly address: string; readonly type: string }[]
}
interface PageWindow {
  readonly gangway: {
    readonly stores: { readonly accounts: { getState(): { byNamespace: { eip155?: Eip155State } } } }
    sendTransaction(request: Record<string, unknown>): Promise<string>
    getPlugin(name: 'smartAccounts'): {
      sendCalls(args: { calls: unknown[] }): Promise<{ id: string }>
      waitForCallsStatus(id: string, options?: { timeoutMs?: number }): Promise<unknown>
      grantPermissions(request: unknown): Promise<{ context: string; status: string }>
      revokePermissions(session: { context: string }): Promise<void>
    }
  }
}

const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })

beforeAll(async () => {
  mail = await startMailServer()
  devnet = await startDevnet({
    chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }],
    bundlers: true,
  })
  ;[browser, served, server] = await Promise.all([
    launchChromium(),
    servePage({
      entry: 'tests/browser/pages/smartAccount.ts',
      body: '<button id="open" type="button">Connect wallet</button>',
    }),
    startServer({
      projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
      rateLimits: { perIp: false, perProject: false },
      auth: { smtp: { host: mail.host, port: mail.port }, frameScript: bundleFrame, cooldownMs: 1_000 },
      bundlers: { 'eip155:31337': chain().accountAbstraction!.bundlerUrl! },
      sessions: { rpcUrls: { 'eip155:31337': chain().rpcUrl } },
    }),
  ])
}, 180_000)
afterEach(async () => {
  await context?.close()
  expect(pageErrors.splice(0)).toEqual([])
})
afterAll(async () => {
  await browser?.close()
  await served?.close()
  await server?.stop()
  await mail?.close()
  await devnet?.stop()
})

async function ready(): Promise<void> {
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
}

async function load(siwx?: Record<string, unknown>): Promise<void> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error && !/\/directory\/|\/api\/v1\//.test(error)) pageErrors.push(error)
  })
  // GangwayAccountFactory: the SimpleAccount with EIP-1271, so that the account can also sign in.
  const { entryPoint, signingFactory: factory } = chain().accountAbstraction!
  const query = new URLSearchParams({
    networks: JSON.stringify(devNetworks(devnet).slice(0, 1)),
    services: `${server.url}/gangway`,
    aa: JSON.stringify({ entryPoint, factory }),
    ...(siwx ? { siwx: JSON.stringify(siwx) } : {}),
  })
  await tab.goto(`${served.url}?${query}`)
  await ready()
}

const dialog = () => tab.getByRole('dialog')
const secureFrame = () => tab.frameLocator('iframe[title="Gangway secure frame"]')
const eip155 = () =>
  tab.evaluate(() => (window as unknown as PageWindow).gangway.stores.accounts.getState().byNamespace.eip155)

/** Approves in the secure frame once it shows `title` (and each of `texts`); `screenshot`: a picture of it first. */
async function approveInFrame(
  title?: string,
  texts: readonly string[] = [],
  screenshot?: string,
): Promise<void> {
  if (title) await secureFrame().getByText(title, { exact: true }).waitFor()
  await answerInFrame(tab, {
    button: 'Approve',
    texts,
    label: 'smartAccount.test',
    ...(screenshot ? { screenshot } : {}),
  })
}

async function signIn(email: string, siwx = false): Promise<void> {
  const after = mail.messages().at(-1)?.id ?? 0
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  await dialog().getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog().getByRole('button', { name: 'Continue' }).click()
  const code = /\b(\d{6})\b/.exec((await mail.waitFor(email, { after })).text)?.[1] ?? ''
  await dialog().getByRole('textbox', { name: 'Code' }).fill(code)
  if (!siwx) await dialog().waitFor({ state: 'hidden' })
}

/** Waits until the eip155 account is `type` (smartAccount or eoa) and connected; returns its state. */
async function accountOfType(type: 'smartAccount' | 'eoa', deployed?: boolean): Promise<Eip155State> {
  await tab.waitForFunction(
    ([want, isDeployed]) => {
      const state = (window as unknown as PageWindow).gangway.stores.accounts.getState().byNamespace.eip155
      return (
        state?.status === 'connected' &&
        state.preferredAccountType === want &&
        (want === 'eoa'
          ? state.allAccounts[0]?.type === 'eoa'
          : state.allAccounts[0]?.type === 'smartAccount') &&
        (isDeployed === undefined || state.smartAccountDeployed === isDeployed)
      )
    },
    [type, deployed] as const,
    { timeout: WAIT },
  )
  return (await eip155())!
}

const counterfactual = (owner: Address) =>
  reader().readContract({
    address: chain().accountAbstraction!.signingFactory,
    abi: accountAbstractionArtifacts.gangwayAccountFactory.abi,
    functionName: 'getAddress',
    args: [owner, 0n],
  }) as Promise<Address>

const fund = (address: string) =>
  reader().request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })

describe('the embedded wallet’s smart account (ERC-4337 through the bundler)', () => {
  it('is a smart account by default, not deployed; the first transaction deploys it; two transfers land as one user operation', async () => {
    await load()
    await signIn('smart.user@example.com')
    const state = await accountOfType('smartAccount', false)
    const stored = await server.server.store.auth.users.byEmail('p1', 'smart.user@example.com')
    const owner = getAddress(stored!.accounts[0]!.address)
    expect(state.address).not.toBe(owner)
    expect(state.address).toBe(await counterfactual(owner))
    const smart = state.address as Address
    expect(await reader().getCode({ address: smart })).toBeUndefined()

    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    const line = dialog().getByTestId('smart-account')
    await line.getByText('Smart account · not deployed yet', { exact: true }).waitFor()
    await tab.screenshot({ path: 'test-artifacts/smart-account-1280.png' })
    await tab.keyboard.press('Escape')
    await dialog().waitFor({ state: 'hidden' })

    await fund(smart)
    const recipient = '0x00000000000000000000000000000000000c0ffe' as Address
    const before = await reader().getBalance({ address: recipient })
    const sending = tab.evaluate(
      (to) =>
        (window as unknown as PageWindow).gangway
          .sendTransaction({ to, value: 10_000_000_000_000_000n })
          .then(
            (hash) => ({ hash, error: undefined }),
            (error: Error) => ({ hash: undefined, error: error.message }),
          ),
      recipient,
    )
    // The frame hashes the user operation itself and shows what it does: the call, the deployment, the fee cap.
    await approveInFrame(
      'Send from your smart account',
      [`0.01 ETH to ${recipient}`, 'your smart account, with this operation', smart],
      'test-artifacts/smart-account-approve-1280.png',
    )
    const sent = await sending
    expect(sent.error).toBeUndefined()
    expect(sent.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await reader().getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
    expect((await reader().getCode({ address: smart }))?.length).toBeGreaterThan(2)
    await accountOfType('smartAccount', true)

    const [x, y] = [
      '0x00000000000000000000000000000000000000a1',
      '0x00000000000000000000000000000000000000b2',
    ] as const
    const calls = tab.evaluate(
      async ([to1, to2]) => {
        const plugin = (window as unknown as PageWindow).gangway.getPlugin('smartAccounts')
        const { id } = await plugin.sendCalls({
          calls: [
            { to: to1, value: '0x2386f26fc10000' },
            { to: to2, value: '0x470de4df820000' },
          ],
        })
        return plugin.waitForCallsStatus(id, { timeoutMs: 30_000 })
      },
      [x, y] as const,
    )
    await approveInFrame('Send 2 calls at once', [
      `0.01 ETH to ${getAddress(x)}`,
      `0.02 ETH to ${getAddress(y)}`,
    ])
    const status = (await calls) as { status: number; atomic: boolean; receipts: unknown[] }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await reader().getBalance({ address: x })).toBe(parseEther('0.01'))
    expect(await reader().getBalance({ address: y })).toBe(parseEther('0.02'))
  }, 180_000)

  it('switches to the EOA and back from the Account view; the choice survives a reload', async () => {
    await load()
    await signIn('switcher@example.com')
    const smart = (await accountOfType('smartAccount')).address
    // Spec section 3: the smart-account-enabled networks, persisted comma-joined.
    expect(await tab.evaluate(() => localStorage.getItem('@gangway/smartAccountEnabledNetworks'))).toBe(
      'eip155:31337',
    )
    const stored = await server.server.store.auth.users.byEmail('p1', 'switcher@example.com')
    const owner = getAddress(stored!.accounts[0]!.address)

    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().getByRole('button', { name: 'Switch to your EOA' }).click()
    expect((await accountOfType('eoa')).address).toBe(owner)
    await dialog().getByTestId('smart-account').getByText('EOA', { exact: true }).waitFor()
    await dialog().getByRole('button', { name: 'Switch to your smart account' }).waitFor()

    await tab.reload()
    await ready()
    expect((await accountOfType('eoa')).address).toBe(owner)
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().getByRole('button', { name: 'Switch to your smart account' }).click()
    expect((await accountOfType('smartAccount')).address).toBe(smart)
    await tab.reload()
    await ready()
    expect((await accountOfType('smartAccount')).address).toBe(smart)
  }, 180_000)

  it('signs in (SIWX) as the undeployed smart account: approved in the frame, verified by the server through ERC-6492', async () => {
    await load({})
    await signIn('siwx.smart@example.com', true)
    await dialog()
      .getByRole('heading', { name: 'Gangway Smart Test needs to connect to your wallet' })
      .waitFor()
    const smart = (await accountOfType('smartAccount', false)).address!
    await dialog().getByRole('button', { name: 'Sign' }).click()
    await approveInFrame('Sign a message')
    await dialog().waitFor({ state: 'hidden' })
    const url = `${server.url}/gangway/api/v1/sessions/${smart}?projectId=p1&chainId=eip155:31337`
    const { sessions } = (await (await fetch(url)).json()) as {
      sessions: { data: { accountAddress: string }; signature: string }[]
    }
    expect(sessions.map((session) => session.data.accountAddress)).toEqual([smart])
    expect(
      sessions[0]!.signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
    ).toBe(true)
    expect(await reader().getCode({ address: smart as Address })).toBeUndefined()
  }, 180_000)

  it('grants the app a smart session approved in the frame: its key then approves tokens alone, until revoked', async () => {
    await load()
    await signIn('session.smart@example.com')
    const smart = (await accountOfType('smartAccount', false)).address! as Address
    await fund(smart)
    const key = generatePrivateKey()
    const spender = '0x00000000000000000000000000000000000000a5'
    const granting = tab.evaluate(
      ([token, id]) =>
        (window as unknown as PageWindow).gangway.getPlugin('smartAccounts').grantPermissions({
          expiry: Math.floor(Date.now() / 1000) + 3600,
          signer: { type: 'key', data: { id } },
          permissions: [
            {
              type: 'contract-call',
              data: { address: token, functions: [{ functionName: 'approve(address,uint256)' }] },
            },
          ],
        }),
      [chain().token.address, privateKeyToAccount(key).address] as const,
    )
    await approveInFrame(
      'Smart session for this app',
      ['approve(address,uint256)', 'without asking you'],
      'test-artifacts/smart-session-grant-1280.png',
    )
    const session = await within(granting, 60_000, 'grantPermissions to answer after the approval')
    expect(session.status).toBe('active')
    const allowance = () =>
      reader().readContract({
        address: chain().token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, spender],
      })
    const approve = (amount: bigint) => ({
      to: chain().token.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    })
    const sent = await within(
      sendAsSession(chain(), key, smart, approve(7n)),
      60_000,
      "the session key's user operation",
    )
    expect(sent.success).toBe(true)
    expect(await allowance()).toBe(7n)
    // The visitor ends it from the Account view: App sessions lists the key's contract, Revoke asks in the frame.
    await tab.evaluate(() =>
      (window as unknown as { gangway: { open(o: object): Promise<void> } }).gangway.open({
        view: 'Account',
      }),
    )
    await dialog().getByRole('button', { name: 'App sessions' }).click()
    const sessions = dialog().getByRole('list', { name: 'App sessions' })
    await sessions
      .getByText(`${chain().token.address.slice(0, 6)}…${chain().token.address.slice(-4)}`)
      .waitFor()
    expect(await sessions.getByRole('listitem').count()).toBe(1)
    await tab.waitForFunction(() => document.getAnimations().length === 0)
    await tab.screenshot({ path: 'test-artifacts/smart-sessions-1280.png' })
    await sessions.getByRole('button', { name: 'Revoke' }).click()
    await approveInFrame('Smart session for this app', ['end the smart session'])
    await dialog().getByText('No app holds a key for this account.').waitFor({ timeout: 60_000 })
    await expect(sendAsSession(chain(), key, smart, approve(9n))).rejects.toThrow(/AA24/)
    expect(await allowance()).toBe(7n)
  }, 180_000)
})
