import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderWalletImage } from '../../../server/directory/renderWalletImage.js'
import { createDevServicesHandler } from './createDevServicesHandler.js'

const handler = createDevServicesHandler({
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
const fallthrough: string[] = []
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request: IncomingMessage & { originalUrl?: string }, response) => {
    if (request.url?.startsWith('/services/mounted')) {
      request.originalUrl = request.url
      request.url = request.url.slice('/services/mounted'.length)
    }
    handler(request, response, () => {
      fallthrough.push(request.url ?? '')
      response.writeHead(418).end('next')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(handler.dataDir, { recursive: true, force: true })
})

describe('createDevServicesHandler as middleware', () => {
  it('serves its services under the base path and hands everything else to next', async () => {
    expect(handler.basePath).toBe('/services')
    const wallets = await fetch(`${origin}/services/directory/getWallets`)
    expect(await wallets.json()).toEqual({ data: handler.wallets, count: 1 })
    for (const path of [
      '/',
      '/index.html',
      '/services/relay',
      '/services/frame/x',
      '/servicesx/directory/getWallets',
    ])
      expect((await fetch(`${origin}${path}`)).status, path).toBe(418)
    expect(fallthrough).toEqual([
      '/',
      '/index.html',
      '/services/relay',
      '/services/frame/x',
      '/servicesx/directory/getWallets',
    ])
    expect(handler.requests().map((entry) => entry.path)).toEqual(['/services/directory/getWallets'])
  })

  it('reads the original URL when the host strips a mount prefix', async () => {
    const stripped = createDevServicesHandler({
      basePath: '/services/mounted',
      wallets: handler.wallets,
      dataDir: handler.dataDir,
    })
    const seen: string[] = []
    const inner = createServer((request: IncomingMessage & { originalUrl?: string }, response) => {
      request.originalUrl = request.url
      request.url = request.url!.slice('/services/mounted'.length) || '/'
      seen.push(request.url)
      stripped(request, response)
    })
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve))
    const port = (inner.address() as AddressInfo).port
    const response = await fetch(`http://127.0.0.1:${port}/services/mounted/directory/getWalletImage/i1`)
    inner.closeAllConnections()
    inner.close()
    expect(seen).toEqual(['/directory/getWalletImage/i1'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(renderWalletImage('w1', 'Only Wallet').bytes)
  })

  it('lists the given devnet chains and answers 502 when one cannot be read', async () => {
    expect(await (await fetch(`${origin}/services/api/v1/supported-chains`)).json()).toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
    const response = await fetch(`${origin}/services/api/v1/account/${'0x'.padEnd(42, 'a')}/balance`)
    expect(response.status).toBe(502)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Chain RPC unavailable/)
  })
})
