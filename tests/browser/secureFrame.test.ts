import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Browser, Frame, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleFrame } from '../../playground/devnet/frame/bundleFrame.js'
import type { MailServer } from '../../playground/devnet/mail/MailServer.js'
import { startMailServer } from '../../playground/devnet/mail/startMailServer.js'
import type { FrameUser } from '../../plugins/email/protocol/FrameUser.js'
import { startServer } from '../../server/test/startServer.js'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

const hostile = `<!doctype html><html><body><script>
window.received = []
window.addEventListener('message', (event) => window.received.push(event.data))
</script></body></html>`
const hang = (req: IncomingMessage, _res: ServerResponse) => req.resume()

let browser: Browser
let page: ServedPage
let mail: MailServer
let server: Awaited<ReturnType<typeof startServer>>
let frameUrl: string

beforeAll(async () => {
  mail = await startMailServer()
  server = await startServer({
    projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
    rateLimits: { perIp: false, perProject: false },
    auth: { smtp: { host: mail.host, port: mail.port }, frameScript: bundleFrame },
  })
  frameUrl = `${server.url}/gangway/frame`
  page = await servePage({
    entry: 'tests/browser/pages/secureFrameHost.ts',
    routes: {
      '/hostile.html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostile),
      '/hang': hang,
    },
  })
  browser = await launchChromium()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await page?.close()
  await server?.stop()
  await mail?.close()
})

const hostUrl = (query: Record<string, string>) =>
  `${page.url}?${new URLSearchParams({ frame: frameUrl, ...query })}`

async function openHost(query: Record<string, string> = {}): Promise<{ tab: Page; frame: () => Frame }> {
  const tab = await browser.newPage()
  await tab.goto(hostUrl(query))
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  const frame = () => {
    const found = tab.frames().find((candidate) => candidate.url().startsWith(frameUrl))
    if (!found) throw new Error('no secure frame')
    return found
  }
  return { tab, frame }
}

const request = <T>(tab: Page, type: string, payload?: unknown) =>
  tab.evaluate(
    ([type, payload]) =>
      (
        window as unknown as { frameClient: { request(type: string, payload: unknown): Promise<unknown> } }
      ).frameClient
        .request(type, payload)
        .then(
          (value) => ({ value }),
          (error: Error & { details?: string }) => ({ error: error.message, details: error.details }),
        ),
    [type, payload] as const,
  ) as Promise<{ value?: T; error?: string; details?: string }>

async function signIn(tab: Page, email: string): Promise<FrameUser> {
  const after = mail.messages().at(-1)?.id ?? 0
  expect(await request(tab, 'CONNECT_EMAIL', { email })).toEqual({ value: { action: 'VERIFY_OTP' } })
  const otp = /\b(\d{6})\b/.exec((await mail.waitFor(email, { after })).text)?.[1]
  const done = await request<FrameUser>(tab, 'CONNECT_OTP', { otp })
  expect(done.error).toBeUndefined()
  return done.value as FrameUser
}

describe('the secure frame', () => {
  it('signs in by the mailed code, makes the keys inside, and signs a message viem verifies', async () => {
    const { tab, frame } = await openHost()
    const user = await signIn(tab, 'frame@example.com')
    expect(user).toMatchObject({
      email: 'frame@example.com',
      chainId: 31337,
      preferredAccountType: 'smartAccount',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const signing = request<Hex>(tab, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x48656c6c6f', user.address],
    })
    await tab.evaluate(() => {
      const box = document.createElement('div')
      box.style.cssText = 'width:360px;height:400px'
      document.body.append(box)
      ;(window as unknown as { frameClient: { show(target: HTMLElement): void } }).frameClient.show(box)
    })
    await frame().getByText('Hello', { exact: true }).waitFor()
    await frame().evaluate(() => document.querySelector('button')?.click())
    await frame().getByRole('button', { name: 'Approve' }).click()
    const signed = await signing
    expect(
      await verifyMessage({ address: user.address as Hex, message: 'Hello', signature: signed.value as Hex }),
    ).toBe(true)
    const stored = await frame().evaluate(() => JSON.stringify({ ...localStorage }))
    expect(stored).not.toMatch(/[0-9a-f]{64}/i)
    const session = await server.server.store.auth.users.byEmail('p1', 'frame@example.com')
    expect(session?.accounts.map((account) => account.namespace)).toEqual(['eip155', 'solana'])
    expect(session?.keyBlob).not.toMatch(/[0-9a-f]{64}/i)

    const reloaded = await tab.reload().then(() => tab.waitForFunction(() => 'frameClient' in window))
    expect(reloaded).toBeTruthy()
    expect((await request<FrameUser>(tab, 'GET_USER', {})).value?.address).toBe(user.address)
    await tab.close()
  })

  it("keeps the frame's storage, functions and keys out of the host page's reach", async () => {
    const { tab } = await openHost()
    await signIn(tab, 'reach@example.com')
    const reach = await tab.evaluate(() => {
      const frame = document.querySelector('iframe')?.contentWindow as Window & Record<string, unknown>
      const attempts = {
        storage: () => frame.localStorage.length,
        document: () => frame.document.body.innerHTML,
        keys: () => Object.keys(frame).join(','),
        vault: () => frame.vault,
        fetchKeys: () => frame.fetch,
      }
      return Object.fromEntries(
        Object.entries(attempts).map(([name, run]) => {
          try {
            return [name, `read ${String(run())}`]
          } catch (error) {
            return [name, (error as Error).name]
          }
        }),
      )
    })
    expect(reach).toEqual({
      storage: 'SecurityError',
      document: 'SecurityError',
      keys: 'read ',
      vault: 'SecurityError',
      fetchKeys: 'SecurityError',
    })
    const direct = await tab.evaluate(
      (url) =>
        fetch(`${url}/gangway/auth/v1/session?projectId=p1`, { method: 'POST', body: '{}' }).then(
          (response) => response.status,
          () => 'blocked',
        ),
      server.url,
    )
    expect(direct).toBe('blocked')
    await tab.close()
  })

  it('ignores forged replies from a hostile frame and from the page itself, even with the right id', async () => {
    const { tab, frame } = await openHost()
    const user = await signIn(tab, 'forged@example.com')
    await frame().evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { seen })
      window.addEventListener('message', (event) => {
        const id = (event.data as { id?: string }).id
        if (id) seen.push(id)
      })
    })
    await tab.evaluate(
      (url) => {
        const hostileFrame = document.createElement('iframe')
        hostileFrame.src = url
        hostileFrame.id = 'hostile'
        document.body.appendChild(hostileFrame)
        return new Promise((resolve) => hostileFrame.addEventListener('load', resolve))
      },
      `${page.url.replace('127.0.0.1', 'localhost')}hostile.html`,
    )
    const answer = request(tab, 'RPC_REQUEST', {
      method: 'eth_blockNumber',
      params: [],
      rpcUrl: `${page.url}hang`,
    })
    await frame().waitForFunction(() => (window as unknown as { seen: string[] }).seen.length > 0)
    const id = await frame().evaluate(() => (window as unknown as { seen: string[] }).seen[0])
    const forged = { gangwayFrame: 1, id, type: '@gangway-frame/RPC_REQUEST_SUCCESS', payload: '0xdead' }
    const hostileFrame = tab.frames().find((candidate) => candidate.url().endsWith('hostile.html'))
    await hostileFrame?.evaluate((message) => parent.postMessage(message, '*'), forged)
    await tab.evaluate((message) => window.postMessage(message, '*'), forged)
    await hostileFrame?.evaluate(
      ([address]) => {
        const real = parent.frames[0]
        real?.postMessage(
          {
            gangwayFrame: 1,
            id: 'hostile-request-0001',
            type: '@gangway-app/RPC_REQUEST',
            payload: { method: 'personal_sign', params: ['0x00', address] },
          },
          '*',
        )
        real?.postMessage(
          { gangwayFrame: 1, id: 'hostile-request-0002', type: '@gangway-app/GET_USER', payload: {} },
          '*',
        )
      },
      [user.address],
    )
    const result = await answer
    expect(result.value).toBeUndefined()
    expect(result.error).toBe('An error occurred')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      await hostileFrame?.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([])
    await tab.close()
  }, 30_000)

  it('will not load in a page whose origin the project does not allow: that page gets iframe_load_failed', async () => {
    const tab = await browser.newPage()
    await tab.goto(
      `${page.url.replace('127.0.0.1', 'localhost')}?${new URLSearchParams({ frame: frameUrl, loadTimeoutMs: '3000' })}`,
    )
    await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
    expect(await request(tab, 'GET_USER', {})).toMatchObject({ error: 'iframe_load_failed' })
    await tab.close()
  })
})
