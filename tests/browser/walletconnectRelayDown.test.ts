import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { launchChromium } from '../fixtures/launchChromium.js'
import { type ServedPage, servePage } from '../fixtures/servePage.js'

// The relay down: a port on 127.0.0.1 that refuses connections, and a WebSocket server that accepts
// and never answers. Choosing WalletConnect must show the catalogue's 'Failed to connect' with a Try
// again button after the 10 s deadline (the issue: within 11 s), and closing the modal must leave no
// socket open.

const networks = [
  {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
  },
]

let browser: Browser
let served: ServedPage
let refusing: string
let silentServer: Server
let silent: WebSocketServer
let silentUrl: string
const openSockets = () => [...silent.clients].filter((socket) => socket.readyState === socket.OPEN).length

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  silentServer = createServer()
  silent = new WebSocketServer({ server: silentServer })
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve))
  silentUrl = `ws://127.0.0.1:${(silentServer.address() as AddressInfo).port}`
  refusing = `ws://127.0.0.1:${await freePort()}`
  ;[browser, served] = await Promise.all([
    launchChromium(),
    servePage({ entry: 'plugins/walletconnect/test/walletConnectPage.tsx', body: '<div id="host"></div>' }),
  ])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await served?.close()
  for (const socket of silent?.clients ?? []) socket.terminate()
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()))
  await new Promise<void>((resolve) => (silentServer ? silentServer.close(() => resolve()) : resolve()))
})

async function chooseWalletConnect(relay: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } })
  const tab = await context.newPage()
  await tab.goto(
    `${served.url}?relay=${encodeURIComponent(relay)}&networks=${encodeURIComponent(JSON.stringify(networks))}`,
  )
  await tab.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true)
  await tab.getByRole('button', { name: 'Connect Wallet' }).click()
  await tab.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
  await tab.getByRole('button', { name: /WalletConnect/ }).click()
  return tab
}

async function expectFailureWithin11s(tab: Page) {
  const failed = tab.getByRole('dialog').getByText('Failed to connect', { exact: true })
  await failed.waitFor({ timeout: 11_000 })
  await tab.getByRole('button', { name: 'Try again' }).waitFor()
}

describe('WalletConnect with the relay down, in Chromium', () => {
  it.each([
    ['refuses connections', () => refusing],
    ['accepts and never answers', () => silentUrl],
  ])(
    'shows Failed to connect and Try again when the relay %s; Try again starts a fresh attempt',
    async (_, url) => {
      const tab = await chooseWalletConnect(url())
      await expectFailureWithin11s(tab)
      await tab.getByRole('button', { name: 'Try again' }).click()
      await tab.getByText('Making a pairing link…').waitFor()
      await expectFailureWithin11s(tab)
      await tab.context().close()
    },
    60_000,
  )

  it('closes the socket to a silent relay when the modal is closed', async () => {
    const tab = await chooseWalletConnect(silentUrl)
    await expect.poll(openSockets, { timeout: 10_000 }).toBeGreaterThan(0)
    await tab.keyboard.press('Escape')
    await tab.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect.poll(openSockets, { timeout: 5_000 }).toBe(0)
    await tab.context().close()
  }, 60_000)

  it('stops trying a refusing relay when the modal is closed (no reconnect timer left running)', async () => {
    const tab = await chooseWalletConnect(refusing)
    const tries: string[] = []
    tab.on('websocket', (socket) => tries.push(socket.url()))
    await expect.poll(() => tries.length, { timeout: 10_000 }).toBeGreaterThan(0)
    await tab.keyboard.press('Escape')
    await tab.getByRole('dialog').waitFor({ state: 'hidden' })
    await tab.waitForTimeout(1_000)
    const after = tries.length
    // The relayer retries a refused socket after 1, 2, 3, 4 s: 6 s of quiet means it stopped.
    await tab.waitForTimeout(6_000)
    expect(tries.length).toBe(after)
    await tab.context().close()
  }, 60_000)
})
