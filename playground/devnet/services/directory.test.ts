import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import { fetchAllowedOrigins } from '../../../core/config/fetchAllowedOrigins.js'
import { fetchRemoteFeatures } from '../../../core/config/fetchRemoteFeatures.js'
import { createHttpClient, HttpError } from '../../../core/kit/index.js'
import type { Alert, WalletEntry } from '../../../entries/plugin.js'
import { fetchWallets } from '../../../plugins/connect/fetchWallets.js'
import { renderWalletImage } from '../../../server/directory/renderWalletImage.js'
import type { DevServices } from './DevServices.js'
import { devOrigins } from './devOrigins.js'
import { startDevServices } from './startDevServices.js'

let services: DevServices
let config: { endpoints: DevServices['endpoints']; projectId: string; fetch: undefined }

beforeAll(async () => {
  services = await startDevServices()
  config = { endpoints: services.endpoints, projectId: 'playground-project', fetch: undefined }
})
afterAll(async () => {
  await services?.stop()
})
beforeEach(() => {
  services.clearFailures()
  services.clearRequests()
  services.setRemoteFeatures(null)
  services.setAllowedOrigins(devOrigins)
})

const identity = `projectId=p-directory&st=${SDK_TYPE}&sv=${SDK_VERSION}`
const directory = (path: string) =>
  `${services.endpoints.directory}${path}${path.includes('?') ? '&' : '?'}${identity}`
async function getJson<T = { error?: string }>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(directory(path))
  return { status: response.status, body: (await response.json()) as T }
}
async function page(query: string): Promise<{ data: WalletEntry[]; count: number }> {
  const { status, body } = await getJson<{ data: WalletEntry[]; count: number }>(`/getWallets?${query}`)
  expect(status).toBe(200)
  return body
}
const has = (wallet: WalletEntry, chains: string[]) => chains.some((chain) => wallet.chains?.includes(chain))

describe('GET /getWallets from the dev directory', () => {
  it('pages through every wallet with the total count', async () => {
    const first = await page('')
    expect(first.count).toBe(420)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]!.rdns).toBe('dev.gangway.wallet')
    const all: WalletEntry[] = []
    for (let index = 1; index <= 5; index++) all.push(...(await page(`page=${index}&entries=100`)).data)
    expect(all.map((wallet) => wallet.id)).toEqual(services.wallets.map((wallet) => wallet.id))
    expect((await page('page=5&entries=100')).data).toHaveLength(20)
    expect(await page('page=6&entries=100')).toEqual({ data: [], count: 420, imageSprites: 40 })
  })

  it("serves the connect plugin's own fetchWallets", async () => {
    const client = createHttpClient({
      baseUrl: services.endpoints.directory,
      projectId: 'p',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
    const result = await fetchWallets(client, {
      page: 2,
      entries: 10,
      search: ' a ',
      chains: ['eip155:8453'],
    })
    const expected = services.wallets.filter(
      (wallet) => wallet.name.toLowerCase().includes('a') && has(wallet, ['eip155:8453']),
    )
    expect(result.count).toBe(expected.length)
    expect(result.data).toEqual(expected.slice(10, 20))
    expect(services.requests().at(-1)?.query).toMatchObject({
      page: '2',
      entries: '10',
      search: 'a',
      chains: 'eip155:8453',
    })
  })
})

describe('images', () => {
  it('serves a generated PNG per wallet, the same by image id or id, and 404 for unknown ones', async () => {
    const wallet = services.wallets[42]!
    const expected = renderWalletImage(wallet.id, wallet.name).bytes
    for (const id of [wallet.image_id!, wallet.id]) {
      const response = await fetch(directory(`/getWalletImage/${id}`))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(expected)
    }
    const other = await fetch(directory(`/getWalletImage/${services.wallets[43]!.id}`))
    expect(new Uint8Array(await other.arrayBuffer())).not.toEqual(expected)
    expect((await fetch(directory('/getWalletImage/not-a-wallet'))).status).toBe(404)
  })

  it('serves network, token and currency icons', async () => {
    for (const path of [
      '/public/getAssetImage/eip155:1',
      '/public/getTokenImage/DGT',
      '/public/getCurrencyImage/usd',
    ]) {
      const response = await fetch(directory(path))
      expect(response.status, path).toBe(200)
      expect(await response.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/)
    }
    expect((await fetch(directory('/public/getAssetImage/eip155:999999'))).status).toBe(404)
  })
})

describe("project configuration through Gangway's own directory client", () => {
  it('round-trips remote features with fetchRemoteFeatures', async () => {
    expect(await fetchRemoteFeatures(config)).toEqual({})
    services.setRemoteFeatures({ swaps: true, email: false, socials: ['github', 'x'] })
    expect(await fetchRemoteFeatures(config)).toEqual({ swaps: true, email: false, socials: ['github', 'x'] })
    services.setRemoteFeatures({ onramp: true })
    expect(await fetchRemoteFeatures(config)).toEqual({ onramp: true })
    services.setRemoteFeatures(null)
    expect(await fetchRemoteFeatures(config)).toEqual({})
    const logged = services.requests()
    expect(logged).toHaveLength(4)
    expect(logged[0]).toMatchObject({
      method: 'GET',
      path: '/gangway/directory/appkit/v1/config',
      service: 'directory',
      status: 200,
      projectId: 'playground-project',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      query: { projectId: 'playground-project', st: SDK_TYPE, sv: SDK_VERSION },
    })
  })

  it('serves allowed origins and the analytics config, and alerts on injected failures', async () => {
    services.setAllowedOrigins(['https://shop.example', 'https://*.shop.example'])
    expect(await fetchAllowedOrigins(config)).toEqual(['https://shop.example', 'https://*.shop.example'])
    const alerts: Alert[] = []
    services.injectFailure({ path: '/projects/v1/origins', status: 429, retryAfter: 0 })
    expect(await fetchAllowedOrigins(config, { onAlert: (alert) => alerts.push(alert) })).toEqual([])
    services.clearFailures()
    services.injectFailure({ path: /\/config$/, status: 502, retryAfter: 0, times: 4 })
    expect(await fetchRemoteFeatures(config, { onAlert: (alert) => alerts.push(alert) })).toBeNull()
    expect(alerts.map((alert) => alert.kind)).toEqual(['RateLimited', 'ServerError'])
    expect(services.requests().filter((entry) => entry.status === 502)).toHaveLength(4)
    services.setAnalyticsEnabled(false)
    expect((await getJson('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
    services.setAnalyticsEnabled(true)
    expect((await getJson('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('failures, methods, CORS and the request log', () => {
  it('has an injected 429 retried after its Retry-After by createHttpClient, which then succeeds', async () => {
    services.injectFailure({ path: '/directory/getWallets', status: 429, times: 1, retryAfter: 2 })
    const delays: number[] = []
    const client = createHttpClient({
      baseUrl: services.endpoints.directory,
      projectId: 'p1',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      sleep: async (ms) => {
        delays.push(ms)
      },
    })
    const result = await client.get<{ count: number }>('/getWallets', { entries: 1 })
    expect(result.count).toBe(420)
    expect(delays).toEqual([2_000])
    expect(services.requests().map((entry) => entry.status)).toEqual([429, 200])
    const raw = await fetch(directory('/getWallets'))
    expect(raw.status).toBe(200)
  })

  it('keeps failing until cleared, and reports the last status to the client', async () => {
    services.injectFailure({ path: '/getWalletImage/x', status: 503 })
    services.injectFailure({ path: /getAnalyticsConfig/, status: 500 })
    const client = createHttpClient({
      baseUrl: services.endpoints.directory,
      sdkType: 'gangway',
      sdkVersion: '0.1.0',
      retries: 2,
      sleep: async () => {},
    })
    const error = await client.get('/getAnalyticsConfig').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 500, reason: 'Injected failure (HTTP 500)' })
    expect(services.requests()).toHaveLength(3)
    expect((await fetch(directory('/getWalletImage/x'))).status).toBe(503)
    services.clearFailures()
    expect((await fetch(directory('/getAnalyticsConfig'))).status).toBe(200)
    expect(() => services.injectFailure({ path: '/x', status: 404 as 500 })).toThrow(/status/)
  })

  it('answers 404 for unknown paths and 405 for wrong methods, as the server does', async () => {
    const unknown = await fetch(directory('/nope'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })
    expect((await fetch(`${services.url}/gangway/relay?${identity}`)).status).toBe(404)
    expect((await fetch(`${services.url}/elsewhere`)).status).toBe(404)
    const wrong = await fetch(directory('/getWallets'), { method: 'POST', body: '{}' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, HEAD')
    expect((await fetch(`${services.endpoints.analytics}/e?${identity}`)).status).toBe(405)
  })

  it('allows the loopback origins by CORS, preflights included, and the injected failures carry it too', async () => {
    const preflight = (origin: string) =>
      fetch(`${services.endpoints.analytics}/e?${identity}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const local = await preflight('http://127.0.0.1:5173')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(local.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    const foreign = await preflight('https://host.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    services.injectFailure({ path: '/getWallets', status: 429 })
    const limited = await fetch(directory('/getWallets'), { headers: { origin: 'http://localhost:3000' } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(limited.headers.get('access-control-expose-headers')).toBe('retry-after')
    expect(limited.headers.get('retry-after')).toBe('1')
    services.setAllowedOrigins(['https://host.example'])
    expect((await preflight('https://host.example')).status).toBe(204)
    expect((await preflight('http://127.0.0.1:5173')).status).toBe(403)
  })

  it('logs method, path and query of every request, live too', async () => {
    const live: string[] = []
    const off = services.onRequest((entry) => live.push(`${entry.method} ${entry.path} ${entry.status}`))
    await fetch(`${services.endpoints.directory}/getWallets?projectId=abc&st=gangway&sv=9.9.9&search=ka`)
    off()
    await fetch(`${services.endpoints.directory}/getAnalyticsConfig`)
    expect(live).toEqual(['GET /gangway/directory/getWallets 200'])
    const [first, second] = services.requests()
    expect(first).toMatchObject({
      id: expect.any(Number),
      projectId: 'abc',
      sdkType: 'gangway',
      sdkVersion: '9.9.9',
      query: { projectId: 'abc', st: 'gangway', sv: '9.9.9', search: 'ka' },
    })
    expect(second).toMatchObject({
      path: '/gangway/directory/getAnalyticsConfig',
      projectId: undefined,
      status: 400,
    })
    expect(second!.id).toBe(first!.id + 1)
  })
})
