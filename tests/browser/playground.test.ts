import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { formatBalance, formatUnits } from '../../entries/plugin.js'
import type { Playground } from '../../playground/startPlayground.js'
import { groupDigits } from '../../ui-kit/lib/groupDigits.js'
import { connectPlaygroundDevWallet } from '../fixtures/connectPlaygroundDevWallet.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { startTestPlayground } from '../fixtures/startTestPlayground.js'

const screenshots = 'test-artifacts/screenshots'
const pageErrors: string[] = []
let playground: Playground
let browser: Browser
let tab: Page
const requested: string[] = []
let navigations = 0

beforeAll(async () => {
  // As npm start runs it, except file watching: edits elsewhere in the repository must not reload the page.
  browser = await launchChromium()
  playground = await startTestPlayground('playground')
  mkdirSync(screenshots, { recursive: true })
  tab = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  tab.on('pageerror', (error) => pageErrors.push(error.message))
  tab.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
  tab.on('request', (request) => requested.push(request.url()))
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) navigations += 1
  })
}, 720_000)
afterAll(async () => {
  await browser?.close()
  await playground?.stop()
})

const dialog = () => tab.getByRole('dialog')
/** Requests for the receive plugin's files from the `since`-th request on (an index: events keep their order, clock milliseconds may tie). */
const receiveRequests = (since = 0) =>
  requested.slice(since).filter((url) => url.includes('/plugins/receive/'))

async function accountBalance(): Promise<string> {
  const chain = playground.devnet.chains[0]!
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [playground.devnet.accounts[0]!.address, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return formatBalance(formatUnits(BigInt(result), 18))
}

describe('the playground (as npm start runs it)', () => {
  it('serves the page, the devnet data and the dev services on 127.0.0.1', async () => {
    expect(playground.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await fetch(playground.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Gangway Playground</title>')
    const devnet = (await (await fetch(`${playground.url}playground/devnet.json`)).json()) as {
      chains: { chainId: number; rpcUrl: string }[]
    }
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    const wallets = await fetch(
      `${playground.url}gangway/directory/getWallets?projectId=gangway-playground&page=1&entries=4`,
    )
    expect(wallets.status).toBe(200)
    expect(((await wallets.json()) as { data: unknown[] }).data).toHaveLength(4)
  })

  it('connects the EVM dev wallet through the modal: Account shows its address and real balance', async () => {
    // Receive off from the page's start (a stored setting), so that nothing fetches its chunk when the
    // page is idle and turning it on later must. Stored before the app's first page runs, once, so no
    // earlier page of the app can have fetched the chunk or overwritten the setting.
    await tab.addInitScript(() => {
      if (sessionStorage.getItem('test-seeded')) return
      sessionStorage.setItem('test-seeded', '1')
      localStorage.setItem('gangway-playground-settings', JSON.stringify({ features: { receive: false } }))
    })
    const since = requested.length
    await tab.goto(playground.url)
    await tab.getByTestId('feature-toggle-receive').waitFor()
    expect(await tab.getByTestId('feature-toggle-receive').isChecked()).toBe(false)
    await connectPlaygroundDevWallet(tab)
    const address = playground.devnet.accounts[0]!.address
    expect(await tab.getByTestId('host-address').textContent()).toBe(address)
    await tab.getByRole('button', { name: 'Open the modal' }).click()
    await dialog().getByRole('heading', { name: 'Account' }).waitFor()
    const balance = await accountBalance()
    expect(Number(balance)).toBeGreaterThan(9000)
    await dialog()
      .locator('.gw-balance')
      .filter({ hasText: `${groupDigits(balance)} ETH` })
      .waitFor()
    expect(
      await dialog()
        .getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)
        .count(),
    ).toBeGreaterThan(0)
    expect(receiveRequests(since), JSON.stringify(receiveRequests(since))).toEqual([])
    expect(await dialog().getByRole('button', { name: 'Receive' }).count()).toBe(0)
  })

  it('turning receive on loads its chunk and adds its Account entry; off removes it', async () => {
    const before = requested.length
    await tab.getByTestId('feature-toggle-receive').check()
    await dialog().getByRole('button', { name: 'Receive' }).waitFor()
    expect(receiveRequests(before).some((url) => url.endsWith('/plugins/receive/index.ts'))).toBe(true)
    await tab.getByRole('tab', { name: /Chunks/ }).click()
    await tab.locator('[data-testid="chunk-group"][data-group="plugins/receive"]').waitFor()
    await tab.getByTestId('feature-receive').getByText('receive · loaded').waitFor()

    await tab.getByTestId('feature-toggle-receive').uncheck()
    await dialog().getByRole('button', { name: 'Receive' }).waitFor({ state: 'detached' })
    expect(
      await tab.evaluate(() =>
        (
          window as unknown as { gangway: { stores: { registry: { getState(): { plugins: string[] } } } } }
        ).gangway.stores.registry
          .getState()
          .plugins.includes('receive'),
      ),
    ).toBe(false)

    await tab.getByTestId('feature-toggle-receive').check()
    await dialog().getByRole('button', { name: 'Receive' }).click()
    await dialog().getByRole('heading', { name: 'Receive' }).waitFor()
    await dialog().getByRole('img', { name: 'QR code of your address on Gangway Devnet A' }).waitFor()
    await dialog().getByText(playground.devnet.accounts[0]!.address).waitFor()
    await dialog().getByRole('button', { name: 'Back' }).click()
    await dialog().getByRole('heading', { name: 'Account' }).waitFor()
  })

  it('send and activity toggle live: the Send entry and the Activity tab come and go without a reload', async () => {
    await dialog().getByRole('button', { name: 'Send' }).waitFor()
    await dialog().getByRole('tab', { name: 'Activity' }).waitFor()
    await tab.getByTestId('feature-toggle-send').uncheck()
    await dialog().getByRole('button', { name: 'Send' }).waitFor({ state: 'detached' })
    await tab.getByTestId('feature-toggle-activity').uncheck()
    await dialog().getByRole('tab', { name: 'Activity' }).waitFor({ state: 'detached' })
    await dialog().getByRole('tab', { name: 'Tokens' }).waitFor()
    await tab.getByTestId('feature-toggle-activity').check()
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await dialog().getByRole('list', { name: 'Activity' }).waitFor()
    await tab.getByTestId('feature-toggle-send').check()
    await dialog().getByRole('button', { name: 'Send' }).click()
    await dialog().getByRole('heading', { name: 'Send' }).waitFor()
    await dialog().getByRole('button', { name: 'Back' }).click()
    await dialog().getByRole('heading', { name: 'Account' }).waitFor()
  })

  it("opens the third-party plugin's view, signs with the dev wallet, and can remove and add the plugin", async () => {
    // Seen missing once in CI (not reproduced here): a failure says which plugins and buttons there were instead.
    await dialog()
      .getByRole('button', { name: 'Guestbook' })
      .waitFor()
      .catch(async (error: unknown) => {
        const plugins = await tab.evaluate(() =>
          (
            window as unknown as { gangway: { stores: { registry: { getState(): { plugins: string[] } } } } }
          ).gangway.stores.registry
            .getState()
            .plugins.join(', '),
        )
        const buttons = (await dialog().getByRole('button').allTextContents()).join(' | ')
        throw new Error(`${String(error)}\nplugins: ${plugins}\nbuttons: ${buttons}`)
      })
    await dialog().getByRole('button', { name: 'Guestbook' }).click()
    await dialog().getByRole('heading', { name: 'Guestbook' }).waitFor()
    await dialog().getByRole('textbox', { name: 'Your line' }).fill('hello from the test')
    await dialog().getByRole('button', { name: 'Sign' }).click()
    const entry = dialog().getByRole('list', { name: 'Guestbook' }).getByRole('listitem')
    await entry.filter({ hasText: 'hello from the test' }).waitFor()
    const text = await entry.textContent()
    expect(text).toContain('Signed · 0xf39F…2266')
    expect(text).toMatch(/· 0x[0-9a-f]{8}…[0-9a-f]{6}$/)

    const before = await tab.evaluateHandle(() => (window as unknown as { gangway: object }).gangway)
    await tab.getByTestId('guestbook-toggle').uncheck()
    await tab.waitForFunction((old) => (window as unknown as { gangway: object }).gangway !== old, before)
    await tab.getByRole('button', { name: 'Open the modal' }).click()
    await dialog().getByRole('heading', { name: 'Account' }).waitFor()
    await dialog().getByRole('button', { name: 'Receive' }).waitFor()
    expect(await dialog().getByRole('button', { name: 'Guestbook' }).count()).toBe(0)
    await tab.getByTestId('guestbook-toggle').check()
    await dialog().getByRole('button', { name: 'Guestbook' }).waitFor()
  })

  it('saves light and dark screenshots', async () => {
    const settle = async () => {
      await tab.evaluate(() => {
        window.scrollTo(0, 0)
        for (const column of document.querySelectorAll('.pg-column')) column.scrollTop = 0
      })
      await tab.mouse.move(0, 0)
      await tab.waitForTimeout(500)
    }
    await tab.getByRole('tab', { name: /Events/ }).click()
    await settle()
    await tab.screenshot({ path: `${screenshots}/playground-light.png` })
    await tab.getByRole('button', { name: 'Dark' }).click()
    await tab.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await tab.getByRole('tab', { name: /Chunks/ }).click()
    await dialog().getByRole('button', { name: 'Receive' }).click()
    await dialog().getByRole('button', { name: 'Copy address' }).waitFor()
    await settle()
    await tab.screenshot({ path: `${screenshots}/playground-dark.png` })
    expect(pageErrors).toEqual([])
    expect(navigations, 'the page never reloads on its own (the test goes to it once)').toBe(1)
  })
})

describe('npm start (scripts/start.mjs)', () => {
  const descendants = (pid: number): number[] => {
    let children: number[] = []
    try {
      children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number)
    } catch {}
    return children.flatMap((child) => [child, ...descendants(child)])
  }
  const anvils = (): number[] => {
    try {
      return execFileSync('pgrep', ['-x', 'anvil'], { encoding: 'utf8' }).trim().split('\n').map(Number)
    } catch {
      return []
    }
  }

  it('prints the URL, serves it, and on SIGINT stops anvil, the services and Vite and exits 0', async () => {
    const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    // A failed wait below must not leave the playground (anvil, bundlers, Vite) running into the next files.
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGINT')
    })
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 100_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      })
      void exited.then((code) => reject(new Error(`exited with ${code} before printing a URL:\n${output}`)))
    })
    expect(output).toContain('[gangway] starting the devnet')
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Gangway Playground')
    const started = descendants(child.pid!).filter((pid) => anvils().includes(pid))
    expect(started).toHaveLength(2)

    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(output).toContain('[gangway] stopped')
    expect(anvils().filter((pid) => started.includes(pid))).toEqual([])
    await expect(fetch(url)).rejects.toThrow()
  }, 150_000)
})
