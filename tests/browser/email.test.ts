import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bundleFrame } from '../../playground/devnet/frame/bundleFrame.js'
import type { MailServer } from '../../playground/devnet/mail/MailServer.js'
import { startMailServer } from '../../playground/devnet/mail/startMailServer.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { startServer } from '../../server/test/startServer.js'
import { answerInFrame } from '../fixtures/answerInFrame.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { secureFrameLayout } from '../fixtures/secureFrameLayout.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'
import { starting, startTogether } from '../fixtures/startTogether.js'
import { unexpectedConsoleError } from '../fixtures/unexpectedConsoleError.js'
import { within } from '../fixtures/within.js'

const WAIT = 20_000
/** Each start's deadline: under the hook's 120 s. */
const START_MS = 100_000
const pageErrors: string[] = []
let devnet: Devnet
let solanaVm: LocalSolanaRpc
let browser: Browser
let served: ServedPage
let mail: MailServer
let server: Awaited<ReturnType<typeof startServer>>
let context: BrowserContext
let tab: Page

beforeAll(async () => {
  // Each start has its own deadline, inside the hook's: one that stalls says which it was.
  mail = await within(startMailServer(), START_MS, 'the mail server to start')
  ;[devnet, solanaVm, browser, served, server] = await startTogether(
    [
      starting('the devnet', startDevnet(), (started) => started.stop()),
      starting('the Solana VM', startSolanaRpc(), (started) => started.stop()),
      starting('Chromium', launchChromium(), (started) => started.close()),
      starting(
        'the test page',
        servePage({
          entry: 'tests/browser/pages/email.ts',
          body: '<button id="open" type="button">Connect wallet</button>',
        }),
        (started) => started.close(),
      ),
      starting(
        'the Gangway server',
        startServer({
          projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
          rateLimits: { perIp: false, perProject: false },
          // The server's own 30 s cooldown shortened: the widget's is what these tests look at.
          auth: { smtp: { host: mail.host, port: mail.port }, frameScript: bundleFrame, cooldownMs: 1_000 },
        }),
        (started) => started.stop(),
      ),
    ],
    START_MS,
  )
}, 120_000)
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
  await solanaVm?.stop()
})

/** A phone showing a page without a viewport tag (as this test page is) zoomed out to its screen. */
const phone = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

async function load(
  viewport = { width: 1280, height: 800 },
  withSolana = false,
  device: { isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number } = {},
): Promise<void> {
  context = await browser.newContext({ viewport, ...device })
  tab = await context.newPage()
  tab.setDefaultTimeout(WAIT)
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    const error = unexpectedConsoleError(message)
    if (error && !/\/directory\/|\/api\/v1\//.test(error)) pageErrors.push(error)
  })
  const query = new URLSearchParams({
    networks: JSON.stringify([...devNetworks(devnet).slice(0, 1), ...(withSolana ? [solanaVm.network] : [])]),
    services: `${server.url}/gangway`,
  })
  await tab.goto(`${served.url}?${query}`)
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
}

const dialog = () => tab.getByRole('dialog')

interface AccountsWindow {
  readonly gangway: {
    readonly stores: {
      readonly accounts: {
        getState(): { byNamespace: Record<string, { address?: string; status?: string } | undefined> }
      }
    }
  }
}

const secureFrame = () => tab.frameLocator('iframe[title="Gangway secure frame"]')

/** Answers the approval the secure frame shows in the ApproveTransaction view (once the modal stops moving). */
const answerApproval = (button: 'Approve' | 'Reject', screenshot?: string) =>
  answerInFrame(tab, { button, label: 'email.test', ...(screenshot ? { screenshot } : {}) })

async function signIn(email: string): Promise<string> {
  const after = mail.messages().at(-1)?.id ?? 0
  await submitEmail(email)
  const code = /\b(\d{6})\b/.exec((await mail.waitFor(email, { after })).text)?.[1] ?? ''
  await dialog().getByRole('textbox', { name: 'Code' }).fill(code)
  await dialog().waitFor({ state: 'hidden' })
  return tab.evaluate(
    () =>
      (window as unknown as AccountsWindow).gangway.stores.accounts.getState().byNamespace.eip155?.address ??
      '',
  )
}

async function submitEmail(email: string): Promise<void> {
  await tab.getByRole('button', { name: 'Connect wallet' }).click()
  const field = dialog().getByRole('textbox', { name: 'E-mail' })
  await field.fill(email)
  await dialog().getByRole('button', { name: 'Continue' }).click()
}

describe('e-mail login in the widget', () => {
  it('puts the e-mail first, mails a code, connects on the code and signs a message viem verifies', async () => {
    await load()
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    const first = dialog().locator('[data-section]').first()
    expect(await first.getAttribute('data-section')).toBe('email')
    await dialog().getByRole('textbox', { name: 'E-mail' }).waitFor()
    await tab.screenshot({ path: 'test-artifacts/email-connect-1280.png' })
    await tab.keyboard.press('Escape')
    const after = mail.messages().at(-1)?.id ?? 0
    await submitEmail('widget.user@example.com')
    const code =
      /\b(\d{6})\b/.exec((await mail.waitFor('widget.user@example.com', { after })).text)?.[1] ?? ''
    const otp = dialog().getByRole('textbox', { name: 'Code' })
    await otp.waitFor()
    expect(await dialog().textContent()).toContain(
      'Enter the 6-digit code we sent to widget.user@example.com',
    )
    await tab.screenshot({ path: 'test-artifacts/email-otp-1280.png' })
    await otp.fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await dialog().waitFor({ state: 'hidden' })
    const address = await tab.evaluate(
      () =>
        (
          window as unknown as {
            gangway: {
              stores: { accounts: { getState(): { byNamespace: Record<string, { address?: string }> } } }
            }
          }
        ).gangway.stores.accounts.getState().byNamespace.eip155?.address,
    )
    const stored = await server.server.store.auth.users.byEmail('p1', 'widget.user@example.com')
    expect(address).toBe(stored?.accounts[0]?.address)
    const signing = tab.evaluate(() =>
      (
        window as unknown as { gangway: { signMessage(message: string): Promise<string> } }
      ).gangway.signMessage('Hello from the frame'),
    )
    await secureFrame().getByText('Hello from the frame', { exact: true }).waitFor()
    await answerApproval('Approve', 'test-artifacts/email-approve-sign-1280.png')
    const signature = await signing
    await dialog().waitFor({ state: 'hidden' })
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'Hello from the frame',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await tab.reload()
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    await tab.waitForFunction(
      (expected) => {
        const accounts = (window as unknown as AccountsWindow).gangway.stores.accounts.getState().byNamespace
        return accounts.eip155?.status === 'connected' && accounts.eip155.address === expected
      },
      address,
      { timeout: WAIT },
    )
    expect(mail.messages().filter((message) => message.to.includes('widget.user@example.com'))).toHaveLength(
      1,
    )
  }, 90_000)

  it('asks a new browser to be approved from the mailed link, then takes the code and connects', async () => {
    await load()
    let after = mail.messages().at(-1)?.id ?? 0
    await submitEmail('two.devices@example.com')
    const first =
      /\b(\d{6})\b/.exec((await mail.waitFor('two.devices@example.com', { after })).text)?.[1] ?? ''
    await dialog().getByRole('textbox', { name: 'Code' }).fill(first)
    await dialog().waitFor({ state: 'hidden' })
    await context.close()

    await load({ width: 390, height: 844 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    after = mail.messages().at(-1)?.id ?? 0
    await submitEmail('two.devices@example.com')
    await dialog()
      .getByTestId('email-device')
      .getByText('Approve this device from your e-mail', { exact: true })
      .first()
      .waitFor()
    const link = /(http:\/\/\S+?token=[\w-]+)/.exec(
      (await mail.waitFor('two.devices@example.com', { after })).text,
    )?.[1]
    await tab.screenshot({ path: 'test-artifacts/email-device-390.png' })
    expect((await fetch(link ?? '', { method: 'POST' })).status).toBe(200)
    const otp = dialog().getByRole('textbox', { name: 'Code' })
    await otp.waitFor()
    const code =
      /\b(\d{6})\b/.exec((await mail.waitFor('two.devices@example.com', { after: after + 1 })).text)?.[1] ??
      ''
    await otp.fill(code)
    await dialog().waitFor({ state: 'hidden' })
    await tab.waitForFunction(
      () =>
        (window as unknown as AccountsWindow).gangway.stores.accounts.getState().byNamespace.eip155
          ?.status === 'connected',
    )
  }, 90_000)

  it('sends 0.01 ETH only once the visitor approves in the frame; Reject and Cancel send nothing; an unknown method is refused', async () => {
    await load({ width: 390, height: 844 })
    const address = await signIn('sender@example.com')
    const rpc = async (method: string, params: unknown[]) => {
      const response = await fetch(devnet.chains[0]?.rpcUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    await rpc('anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const recipient = '0x00000000000000000000000000000000000c0ffe'
    const balance = async () => BigInt((await rpc('eth_getBalance', [recipient, 'latest'])) as string)
    const before = await balance()
    const send = () =>
      tab.evaluate(
        (to) =>
          (
            window as unknown as {
              gangway: { sendTransaction(request: Record<string, unknown>): Promise<string> }
            }
          ).gangway
            .sendTransaction({ to, value: 10_000_000_000_000_000n })
            .then(
              (hash) => ({ hash, error: undefined }),
              (error: Error) => ({ hash: undefined, error: error.message }),
            ),
        recipient,
      )

    const rejected = send()
    await secureFrame().getByText('0.01 ETH').waitFor()
    expect(await secureFrame().getByText('Network fee').count()).toBe(1)
    await answerApproval('Reject', 'test-artifacts/email-approve-send-390.png')
    expect((await rejected).error).toBe('The user rejected the request.')
    await dialog().waitFor({ state: 'hidden' })

    const cancelled = send()
    await secureFrame().getByText('0.01 ETH').waitFor()
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    expect((await cancelled).error).toBe('The user rejected the request.')
    await dialog().waitFor({ state: 'hidden' })
    expect(await rpc('eth_getTransactionCount', [address, 'latest'])).toBe('0x0')
    expect(await balance()).toBe(before)

    const approved = send()
    await secureFrame().getByText('0.01 ETH').waitFor()
    await secureFrame().getByRole('button', { name: 'Approve' }).waitFor()
    await tab.keyboard.press('Tab')
    await tab.keyboard.press('Tab')
    await tab.keyboard.press('Enter')
    const { hash } = await approved
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await dialog().waitFor({ state: 'hidden' })
    expect(await balance()).toBe(before + 10_000_000_000_000_000n)

    const refused = await tab.evaluate(() =>
      (
        window as unknown as {
          gangway: { request(args: { method: string; params?: unknown }): Promise<unknown> }
        }
      ).gangway
        .request({ method: 'eth_sign', params: [] })
        .then(
          () => 'sent',
          (error: Error & { details?: string }) => error.details ?? error.message,
        ),
    )
    expect(refused).toBe('Requested RPC call is not allowed')
    await tab.getByText('Action not allowed').waitFor()
    await tab.screenshot({ path: 'test-artifacts/email-not-allowed-390.png' })
    expect(pageErrors.splice(0)).toEqual([
      expect.stringContaining('[gangway:email] Requested RPC call is not allowed: eth_sign'),
    ])
  }, 90_000)

  it("lays the secure frame out at the screen's own size, like the modal, on a zoomed-out phone page", async () => {
    await load({ width: 390, height: 844 }, false, phone)
    const address = (await signIn('phone.user@example.com')) as Hex
    const signing = tab.evaluate(() =>
      (
        window as unknown as { gangway: { signMessage(message: string): Promise<string> } }
      ).gangway.signMessage('Hello from a phone'),
    )
    await secureFrame().getByText('Hello from a phone', { exact: true }).waitFor()
    const scale = await tab.evaluate(() => visualViewport?.scale ?? 1)
    expect(scale).toBeLessThan(0.5)
    const dialogWidth = ((await dialog().boundingBox())?.width ?? 0) * scale
    expect(Math.round(dialogWidth)).toBe(390)
    // The frame's page is as wide as the view it covers on the screen, not the 900-odd page pixels it spans.
    const frame = tab.frames().find((each) => each.url().startsWith(server.url))
    const frameWidth = (await frame?.evaluate(() => innerWidth)) ?? 0
    expect(frameWidth).toBeGreaterThan(300)
    expect(frameWidth).toBeLessThanOrEqual(390)
    await answerApproval('Approve', 'test-artifacts/email-approve-sign-390-zoomed-out.png')
    expect(
      await verifyMessage({ address, message: 'Hello from a phone', signature: (await signing) as Hex }),
    ).toBe(true)
  }, 90_000)

  it('shows the e-mail and both wallets in Account, and changes the e-mail with a code to each address', async () => {
    await load({ width: 390, height: 844 })
    const address = await signIn('change.me@example.com')
    await tab.getByRole('button', { name: 'Connect wallet' }).click()
    await dialog().getByTestId('account-email').getByText('change.me@example.com').waitFor()
    await dialog().getByRole('button', { name: 'Your wallets' }).click()
    const wallets = dialog().getByRole('list', { name: 'Your wallets' })
    await wallets.waitFor()
    expect(
      await wallets
        .locator('[data-namespace]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-namespace'))),
    ).toEqual(['eip155', 'solana'])
    const stored = await server.server.store.auth.users.byEmail('p1', 'change.me@example.com')
    expect(stored?.accounts.map((account) => account.address)).toEqual([
      address,
      expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    ])
    await tab.screenshot({ path: 'test-artifacts/email-wallets-390.png' })
    await tab.evaluate(() => (window as unknown as { gangway: { back(): void } }).gangway.back())
    await dialog().getByRole('button', { name: 'Change e-mail' }).click()
    let after = mail.messages().at(-1)?.id ?? 0
    await dialog().getByRole('textbox', { name: 'New e-mail' }).fill('changed@example.com')
    await dialog().getByRole('button', { name: 'Send code' }).click()
    const primary =
      /\b(\d{6})\b/.exec((await mail.waitFor('change.me@example.com', { after })).text)?.[1] ?? ''
    await dialog().getByText('Enter the code we sent to your current e-mail, change.me@example.com').waitFor()
    after = mail.messages().at(-1)?.id ?? 0
    await dialog().getByRole('textbox', { name: 'Code' }).fill(primary)
    const secondary =
      /\b(\d{6})\b/.exec((await mail.waitFor('changed@example.com', { after })).text)?.[1] ?? ''
    await dialog().getByText('Enter the code we sent to your new e-mail, changed@example.com').waitFor()
    await tab.screenshot({ path: 'test-artifacts/email-update-secondary-390.png' })
    await dialog().getByRole('textbox', { name: 'Code' }).fill(secondary)
    await dialog().getByText('Your e-mail is now changed@example.com').waitFor()
    expect(
      (await server.server.store.auth.users.byEmail('p1', 'changed@example.com'))?.accounts[0]?.address,
    ).toBe(address)
    await dialog().getByRole('button', { name: 'Back to account' }).click()
    await dialog().getByTestId('account-email').getByText('changed@example.com').waitFor()
  }, 90_000)

  it('connects the solana account too and sends SOL on the local VM once approved in the frame', async () => {
    await load({ width: 1280, height: 800 }, true)
    await signIn('solana.user@example.com')
    const stored = await server.server.store.auth.users.byEmail('p1', 'solana.user@example.com')
    const address = stored?.accounts.find((account) => account.namespace === 'solana')?.address ?? ''
    await tab.waitForFunction(
      (expected) =>
        (window as unknown as AccountsWindow).gangway.stores.accounts.getState().byNamespace.solana
          ?.address === expected,
      address,
    )
    // The solana account joins beside the eip155 one, which stays active (the Account view shows the EVM wallet).
    expect(
      await tab.evaluate(
        () =>
          (window as unknown as { gangway: { getState(): { activeNamespace?: string } } }).gangway.getState()
            .activeNamespace,
      ),
    ).toBe('eip155')
    solanaVm.svm.airdrop(address as never, 1_000_000_000n as never)
    const recipient = solanaVm.accounts[1]?.address ?? ''
    const before = solanaVm.svm.getBalance(recipient as never) ?? 0n
    const sending = tab.evaluate(
      (to) =>
        (
          window as unknown as {
            gangway: { sendTransaction(request: Record<string, unknown>, namespace: string): Promise<string> }
          }
        ).gangway.sendTransaction({ to, value: 20_000_000n }, 'solana'),
      recipient,
    )
    await secureFrame().getByText(`0.02 SOL to ${recipient}`).waitFor()
    await answerApproval('Approve', 'test-artifacts/email-approve-solana-1280.png')
    let timer: ReturnType<typeof setTimeout> | undefined
    const answer = await Promise.race([
      sending,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          void (async () => {
            const text = await secureFrame().locator('body').textContent({ timeout: 2_000 }).catch(String)
            const layout = await secureFrameLayout(tab).catch(String)
            reject(new Error(`no answer 30 s after Approve; the frame shows: ${text}\n${layout}`))
          })()
        }, 30_000)
      }),
    ]).finally(() => clearTimeout(timer))
    expect(answer).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(solanaVm.svm.getBalance(recipient as never)).toBe(before + 20_000_000n)
  }, 90_000)

  it("refuses a second login mail within 30 s: 'Please try again after N seconds'", async () => {
    await load({ width: 390, height: 844 })
    await submitEmail('cooldown@example.com')
    await dialog().getByRole('textbox', { name: 'Code' }).waitFor()
    await dialog().getByRole('button', { name: 'Resend code' }).click()
    await dialog()
      .getByText(/^Please try again after (29|30) seconds$/)
      .waitFor()
    await tab.screenshot({ path: 'test-artifacts/email-cooldown-390.png' })
  }, 60_000)
})
