import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featureFlags } from '../../playground/src/state/featureFlags.js'
import type { Playground } from '../../playground/startPlayground.js'
import { answerInFrame } from '../fixtures/answerInFrame.js'
import { connectPlaygroundDevWallet } from '../fixtures/connectPlaygroundDevWallet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { startTestPlayground } from '../fixtures/startTestPlayground.js'

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')
const unbuilt = featureFlags()
  .filter((info) => !info.available)
  .map((info) => info.flag)
let playground: Playground
let browser: Browser
// The stored database is held by a running process (this one stands in for an npm start in another terminal).
const heldDataDir = mkdtempSync(join(tmpdir(), 'gangway-held-'))
writeFileSync(join(heldDataDir, 'gangway.lock'), String(process.pid))
const logged: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  playground = await startTestPlayground('playgroundPage', {
    dataDir: heldDataDir,
    log: (line) => logged.push(line),
  })
}, 720_000)
afterAll(async () => {
  await browser?.close()
  await playground?.stop()
  rmSync(heldDataDir, { recursive: true, force: true })
})

async function openPage(width: number, height: number): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width, height } })
  await tab.goto(playground.url)
  await tab.getByTestId('feature-toggle-receive').waitFor()
  return tab
}

const connectButton = (tab: Page) =>
  tab.getByTestId('host-stage').getByRole('button', { name: 'Connect Wallet' })

async function openModal(tab: Page): Promise<void> {
  await connectButton(tab).click()
  await tab
    .getByRole('dialog')
    .getByRole('button', { name: /All Wallets/ })
    .waitFor()
}

/** Controls outside their panel or the viewport, and the page's horizontal overflow. */
function overflows(tab: Page) {
  return tab.evaluate(() => {
    const out: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth)
      out.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`)
    const controls = document.querySelectorAll(
      '.pg-app button, .pg-app input, .pg-app select, .pg-app a, .pg-app .pg-badge',
    )
    for (const control of controls) {
      if (control.closest('.gw-shell')) continue
      const box = control.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const panel = control.closest('.pg-card, .pg-stage, .pg-header')?.getBoundingClientRect()
      const name = `${control.tagName} "${control.textContent?.trim().slice(0, 30)}"`
      if (box.left < 0 || box.right > window.innerWidth) out.push(`${name} outside the viewport`)
      if (panel && (box.left < panel.left - 0.5 || box.right > panel.right + 0.5))
        out.push(`${name} outside its panel`)
    }
    return out
  })
}

async function axeViolations(tab: Page): Promise<string[]> {
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.addScriptTag({ content: axeSource })
  return tab.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } })
      .axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    })
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    )
  })
}

describe('the playground page', () => {
  it('starts beside another playground that holds the stored database, keeping its own data in memory', () => {
    expect(logged).toContain(
      `another playground (process ${process.pid}) holds the stored database: this one keeps its data in memory`,
    )
    expect(logged.some((line) => line.includes('database in memory'))).toBe(true)
  })

  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    it(`at ${width}x${height} every control fits its panel and the viewport, and the modal is wholly on screen in the host stage`, async () => {
      const tab = await openPage(width, height)
      expect(await overflows(tab)).toEqual([])
      await openModal(tab)
      const modal = await tab.getByRole('dialog').boundingBox()
      // On a phone the sheet belongs to the screen, not to the stage (which starts below the header).
      const stage =
        width < 760 ? { x: 0, y: 0, width, height } : await tab.getByTestId('host-stage').boundingBox()
      expect(modal && stage).toBeTruthy()
      expect(modal!.x).toBeGreaterThanOrEqual(Math.max(0, stage!.x))
      expect(modal!.y).toBeGreaterThanOrEqual(Math.max(0, stage!.y))
      expect(modal!.x + modal!.width).toBeLessThanOrEqual(Math.min(width, stage!.x + stage!.width))
      expect(modal!.y + modal!.height).toBeLessThanOrEqual(Math.min(height, stage!.y + stage!.height))
      const centre = modal!.x + modal!.width / 2 - (stage!.x + stage!.width / 2)
      expect(Math.abs(centre)).toBeLessThanOrEqual(1)
      expect(await overflows(tab)).toEqual([])
      await tab.close()
    })
  }

  it('has no WCAG A/AA violations (axe) on the whole page, light and dark, modal closed and open', async () => {
    const tab = await openPage(1280, 800)
    const found: string[] = []
    for (const theme of ['Light', 'Dark'] as const) {
      await tab.getByRole('button', { name: theme, exact: true }).click()
      await tab.waitForFunction(
        (mode) => document.documentElement.dataset.theme === mode,
        theme.toLowerCase(),
      )
      await tab.getByRole('tab', { name: /Services/ }).click()
      await tab.getByTestId('failure-500').waitFor()
      found.push(...(await axeViolations(tab)).map((text) => `${theme}, closed: ${text}`))
      await tab.getByRole('tab', { name: /Events/ }).click()
      await openModal(tab)
      await tab.waitForTimeout(300)
      found.push(...(await axeViolations(tab)).map((text) => `${theme}, open: ${text}`))
      await tab.keyboard.press('Escape')
      await tab.getByRole('dialog').waitFor({ state: 'detached' })
    }
    expect(found).toEqual([])
    await tab.close()
  })

  it('shows feature flags whose plugin is not built off and disabled, and FEATURES_CHANGED never reports them on', async () => {
    const tab = await openPage(1280, 800)
    for (const flag of unbuilt) {
      const row = tab.getByTestId(`feature-${flag}`)
      await row.getByText('not built yet').waitFor()
      expect(await tab.getByTestId(`feature-toggle-${flag}`).isChecked()).toBe(false)
      expect(await tab.getByTestId(`feature-toggle-${flag}`).isDisabled()).toBe(true)
    }
    await tab.evaluate(() => {
      const page = window as unknown as {
        reported: Record<string, unknown>[]
        gangway: { events: { on(type: string, listener: (payload: { features: object }) => void): void } }
      }
      page.reported = []
      page.gangway.events.on('FEATURES_CHANGED', ({ features }) => page.reported.push({ ...features }))
    })
    await openModal(tab)
    await tab.getByTestId('feature-toggle-receive').uncheck()
    await tab.getByTestId('feature-receive').getByText('receive · off').waitFor()
    const reported = await tab.evaluate(
      () => (window as unknown as { reported: Record<string, unknown>[] }).reported,
    )
    expect(reported.length).toBeGreaterThanOrEqual(2)
    for (const features of reported) {
      expect(features.receive).toBeDefined()
      for (const flag of unbuilt) expect([flag, features[flag]]).toEqual([flag, false])
    }
    await tab.close()
  })

  it("makes the services panel's fail and rate-limit buttons toggles that show their state and never stack", async () => {
    const tab = await openPage(1280, 800)
    await tab.getByRole('tab', { name: /Services/ }).click()
    const fail = tab.getByTestId('failure-500')
    const limit = tab.getByTestId('failure-429')
    const wallets = async () =>
      (
        await fetch(
          `${playground.url}gangway/directory/getWallets?projectId=gangway-playground&page=1&entries=1`,
        )
      ).status
    const pressed = async () => [
      await fail.getAttribute('aria-pressed'),
      await limit.getAttribute('aria-pressed'),
    ]
    expect(await pressed()).toEqual(['false', 'false'])
    expect(await fail.textContent()).toMatch(/off$/)

    await fail.click()
    await tab.locator('[data-testid="failure-500"][aria-pressed="true"]').waitFor()
    expect(await fail.textContent()).toMatch(/on$/)
    expect(await wallets()).toBe(500)

    await limit.click()
    await tab.locator('[data-testid="failure-429"][aria-pressed="true"]').waitFor()
    expect(await pressed()).toEqual(['false', 'true'])
    expect(await wallets()).toBe(429)

    await limit.click()
    await tab.locator('[data-testid="failure-429"][aria-pressed="false"]').waitFor()
    expect(await wallets()).toBe(200)

    await fail.click()
    await tab.locator('[data-testid="failure-500"][aria-pressed="true"]').waitFor()
    await fail.click()
    await tab.locator('[data-testid="failure-500"][aria-pressed="false"]').waitFor()
    expect(await wallets(), 'one click on, one click off: nothing stacked').toBe(200)
    await tab.close()
  })

  it('signs a message, sends 0.001 and pays 1 DGT from the host page, with the signature verified and the transactions linked', async () => {
    const tab = await openPage(1280, 800)
    const sign = tab.getByRole('button', { name: 'Sign message' })
    const send = tab.getByRole('button', { name: 'Send 0.001' })
    expect(await sign.isDisabled()).toBe(true)
    expect(await send.isDisabled()).toBe(true)
    await tab.getByTestId('host-calls-reason').getByText('Connect a wallet to sign or send.').waitFor()

    await connectPlaygroundDevWallet(tab)
    await tab.getByRole('dialog').waitFor({ state: 'detached' })

    await sign.click()
    await tab.getByTestId('signature-verified').waitFor()
    expect(await tab.getByTestId('host-result').textContent()).toMatch(/Signature 0x[0-9a-f]{130}/)

    await send.click()
    const link = tab.getByTestId('transaction-link')
    await link.waitFor()
    const hash = /Transaction (0x[0-9a-f]{64})/.exec(
      (await tab.getByTestId('host-result').textContent()) ?? '',
    )?.[1]
    expect(hash).toBeDefined()
    const href = await link.getAttribute('href')
    expect(href).toBe(`/playground/tx?chain=31337&hash=${hash}`)
    const page = await fetch(new URL(href!, playground.url))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(hash)
    expect(html).toContain('0.001 ETH')
    expect(html).toContain('success')

    await tab.getByTestId('dev-wallet-auto-approve').uncheck()
    await sign.click()
    await tab.getByRole('button', { name: 'Reject' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Sign message failed: ' }).waitFor()
    expect(await tab.getByTestId('host-result').textContent()).toBe(
      'Sign message failed: The user rejected the request.',
    )
    await tab.getByTestId('dev-wallet-auto-approve').check()

    await tab.getByRole('button', { name: 'Pay 1 DGT' }).click()
    const dialog = tab.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Pay' }).waitFor()
    await dialog.getByTestId('pay-balance').getByText(/ DGT$/).waitFor()
    await dialog.getByRole('button', { name: 'Pay 1 DGT' }).click()
    await dialog.getByText('Paid 1 DGT').waitFor({ timeout: 30_000 })
    await tab
      .getByTestId('host-result')
      .getByText(/Transaction 0x[0-9a-f]{64}/)
      .waitFor()
    await tab.close()
  })

  it("grants a smart session to the page's key from the host page, approved once in the frame; the key then approves DGT alone, also after a reload", async () => {
    const tab = await openPage(1280, 800)
    const grant = tab.getByRole('button', { name: 'Grant a session' })
    const approve = tab.getByRole('button', { name: 'Approve 1 DGT by the session' })
    const reason = tab.getByTestId('host-session-reason')
    await reason.getByText(/log in by e-mail on a chain with a bundler/).waitFor()
    expect(await grant.isDisabled()).toBe(true)
    await tab.getByTestId('feature-toggle-email').check()
    await tab.getByTestId('feature-toggle-smartSessions').check()

    const email = 'session.demo@example.com'
    const dialog = tab.getByRole('dialog')
    await connectButton(tab).click()
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Code' }).waitFor()
    const mailed = async () => {
      const { mails } = (await (await fetch(new URL('/playground/mail.json', playground.url))).json()) as {
        mails: { to: string[]; text: string }[]
      }
      return /\b(\d{6})\b/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1]
    }
    await expect.poll(mailed, { timeout: 20_000 }).toBeDefined()
    await dialog.getByRole('textbox', { name: 'Code' }).fill((await mailed()) ?? '')
    await dialog.waitFor({ state: 'hidden' })
    await reason.getByText(/Grant a session: this page's new key may then approve DGT for an hour/).waitFor()
    expect(await approve.isDisabled()).toBe(true)

    // A new smart account holds nothing: the grant (a user operation) cannot pay for its gas until the faucet.
    await grant.click()
    await tab
      .getByTestId('host-result')
      .getByText('Grant a session failed: Insufficient funds to pay for the transaction amount and gas.')
      .waitFor({ timeout: 30_000 })
    await tab.getByRole('button', { name: 'Faucet +1 ETH' }).click()
    await tab
      .getByTestId('faucet-funded')
      .getByText(/now holds 1 ETH on Gangway Devnet A/)
      .waitFor()
    await grant.click()
    await answerInFrame(tab, {
      button: 'Approve',
      texts: ['Smart session for this app', 'approve(address,uint256)'],
      label: 'playgroundPage session',
    })
    await tab.getByTestId('session-granted').waitFor({ timeout: 60_000 })
    await dialog.waitFor({ state: 'hidden' })
    const account = (await tab.getByTestId('host-address').textContent()) as Address
    const devnet = (await (await fetch(new URL('/playground/devnet.json', playground.url))).json()) as {
      chains: { chainId: number; rpcUrl: string; token: { address: Address } }[]
      accounts: Address[]
    }
    const chain = devnet.chains.find((each) => each.chainId === 31337)!
    const allowance = () =>
      createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account, devnet.accounts.at(-1)!],
      })
    expect(await allowance()).toBe(0n)

    // A reload keeps the key (this tab's sessionStorage) and the login; the key acts with no prompt.
    await tab.reload()
    await reason
      .getByText(/This page's key may approve DGT without asking you until/)
      .waitFor({ timeout: 30_000 })
    await approve.click()
    await tab
      .getByTestId('host-result')
      .getByText(/Transaction 0x[0-9a-f]{64}/)
      .waitFor({ timeout: 60_000 })
    expect(await dialog.count()).toBe(0)
    expect(await allowance()).toBe(10n ** 18n)
    await tab.close()
  }, 180_000)

  it('SIWX from the control panel: required, sign in through the modal, see the session and revoke it', async () => {
    const tab = await openPage(1280, 800)
    const logged: string[] = []
    tab.on('console', (entry) => {
      if (entry.type() === 'warning' || entry.type() === 'error') logged.push(entry.text())
    })
    const card = tab.getByTestId('siwx-controls')
    await card.getByRole('button', { name: 'required' }).click()
    const dialog = tab.getByRole('dialog')
    await openModal(tab)
    await dialog.getByRole('button', { name: /Gangway Dev Wallet/ }).click()
    await dialog
      .getByRole('heading', { name: 'Gangway Playground needs to connect to your wallet' })
      .waitFor()
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    const session = tab.getByTestId('siwx-session')
    await session
      .getByText('signed', { exact: true })
      .waitFor()
      .catch(async (error: Error) => {
        // Failed once on a loaded fresh-clone run and never alone: what the page showed tells the next reader why.
        await tab.screenshot({ path: 'test-artifacts/screenshots/playground-siwx-failed.png' })
        const shown = await Promise.all([session.textContent(), dialog.textContent().catch(() => '')])
        throw new Error(
          `${error.message}\nsession card: ${shown[0]}\ndialog: ${shown[1]}\nconsole: ${logged.join('\n')}`,
          { cause: error },
        )
      })
    await dialog.waitFor({ state: 'hidden' })
    expect(await session.textContent()).toMatch(/Tokeney[\w-]{10,}…/)
    await card.screenshot({ path: 'test-artifacts/screenshots/playground-siwx-card.png' })
    await card.getByRole('button', { name: 'Revoke the session' }).click()
    await session.getByText('needed', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'off' }).click()
    await tab.close()
  })
})
