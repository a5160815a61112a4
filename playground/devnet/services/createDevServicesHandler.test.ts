import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderWalletImage } from '../../../server/directory/renderWalletImage.js'
import { createDevServicesHandler } from './createDevServicesHandler.js'
import type { DevServicesHandler } from './DevServicesHandler.js'

const q = 'projectId=any-project&st=gangway&sv=0.1.0'
const fallthrough: string[] = []
let handler: DevServicesHandler
let server: Server
let origin: string

beforeAll(async () => {
  handler = await createDevServicesHandler({
    basePath: '/services/',
    wallets: [{ id: 'w1', name: 'Only Wallet', image_id: 'i1', chains: ['eip155:1'] }],
    devnet: {
      chains: [
        {
          chainId: 31337,
          name: 'Devnet',
          rpcUrl: 'http://127.0.0.1:9',
          token: { address: `0x${'1'.repeat(40)}`, symbol: 'DGT', decimals: 18 },
        },
      ],
    },
  })
  server = createServer((request: IncomingMessage & { originalUrl?: string }, response) => {
    if (request.headers['x-mounted'] === 'express') {
      request.originalUrl = request.url
      request.url = request.url?.slice('/services'.length) || '/'
    }
    handler(request, response, () => {
      fallthrough.push(request.url ?? '')
      response.writeHead(418).end('next')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await handler?.close()
})

describe('createDevServicesHandler as middleware around the Gangway server', () => {
  it('serves the server under the base path, for any projectId, and hands everything else to next', async () => {
    expect(handler.basePath).toBe('/services')
    expect(handler.dataDir).toBeUndefined()
    const wallets = await fetch(`${origin}/services/directory/getWallets?${q}`)
    expect(await wallets.json()).toEqual({ data: handler.wallets, count: 1, imageSprites: 40 })
    const paths = [
      '/',
      '/index.html',
      '/services/relay',
      '/services/frame/x',
      '/servicesx/directory/getWallets',
    ]
    for (const path of paths) expect((await fetch(`${origin}${path}`)).status, path).toBe(418)
    expect(fallthrough).toEqual(paths)
    expect(handler.requests().map((entry) => `${entry.path} ${entry.status}`)).toEqual([
      '/services/directory/getWallets 200',
    ])
  })

  it('reads the original URL when the host strips a mount prefix', async () => {
    const response = await fetch(`${origin}/services/directory/getWalletImage/i1?${q}`, {
      headers: { 'x-mounted': 'express' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(renderWalletImage('w1', 'Only Wallet').bytes)
  })

  it('lists the devnet chains and draws their images; a chain it cannot read answers 502', async () => {
    expect(await (await fetch(`${origin}/services/api/v1/supported-chains?${q}`)).json()).toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
    const image = await fetch(`${origin}/services/directory/public/getAssetImage/eip155:31337?${q}`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/)
    const response = await fetch(`${origin}/services/api/v1/account/${'0x'.padEnd(42, 'a')}/balance?${q}`)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Chain data unavailable' })
  })

  it('keeps the server strict on projectId, with rate limits off (1,300 requests from one address in a minute)', async () => {
    const missing = await fetch(`${origin}/services/directory/getWallets`)
    expect(missing.status).toBe(400)
    const statuses = new Set<number>()
    for (let round = 0; round < 26; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => fetch(`${origin}/services/directory/getAnalyticsConfig?${q}`)),
      )
      for (const answer of answers) statuses.add(answer.status)
    }
    expect([...statuses]).toEqual([200])
  })
})
