import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletEntry } from '../core/types/Connector.js'
import { createRpcProvider } from './chainData/createRpcProvider.js'
import { decodePng } from './directory/decodePng.js'
import type { ServerOptions } from './ServerOptions.js'
import type { Database } from './storage/Database.js'
import { openDatabase } from './storage/openDatabase.js'
import { startFakeRpc } from './test/startFakeRpc.js'
import { startServer } from './test/startServer.js'
import { hasPostgres, useTestPostgres } from './test/testPostgres.js'

const EVM = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x2222222222222222222222222222222222222222'
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const wallets: WalletEntry[] = [
  { id: 'alpha', name: 'Alpha Wallet', image_id: 'alpha-img', rdns: 'app.alpha', chains: ['eip155:1'] },
  { id: 'beta', name: 'Beta Vault', rdns: null, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  { id: 'gamma', name: 'Gamma Wallet', chains: ['eip155:1', 'eip155:8453'] },
]
const projects: ServerOptions['projects'] = [
  {
    id: 'p1',
    allowedOrigins: ['https://app.example', 'https://*.preview.example'],
    features: { swaps: true },
  },
  { id: 'p2', analytics: false },
]
const q = 'projectId=p1&st=gangway&sv=0.1.0'
const event = (eventId: string) => ({
  eventId,
  url: 'https://app.example/page',
  domain: 'app.example',
  timestamp: 1_700_000_000_000,
  props: { event: 'MODAL_OPEN', address: EVM },
})

function endpointBehaviour(open: () => Promise<Database>) {
  let db: Database
  let rpc: Awaited<ReturnType<typeof startFakeRpc>>
  let app: Awaited<ReturnType<typeof startServer>>
  const get = (path: string, init?: RequestInit) => fetch(`${app.url}/gangway${path}`, init)
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    get(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })

  beforeAll(async () => {
    db = await open()
    rpc = await startFakeRpc({
      eth_getBalance: '0xde0b6b3a7640000',
      eth_call: `0x${(2_500_000).toString(16).padStart(64, '0')}`,
      getBalance: { context: { slot: 1 }, value: 1_500_000_000 },
    })
    const chainData = createRpcProvider({
      chains: [
        {
          caipNetworkId: 'eip155:1',
          rpcUrl: rpc.url,
          tokens: [{ address: TOKEN, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
        },
        { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: rpc.url },
      ],
      prices: { ETH: 3000, USDC: 1 },
    })
    app = await startServer({ projects, wallets, database: db, chainData })
  }, 120_000)
  afterAll(async () => {
    await app?.stop()
    await rpc?.close()
    await db?.close()
  })

  it('lists wallets with paging, search, chains, include and exclude', async () => {
    const all = await (await get(`/directory/getWallets?${q}&page=1&entries=2`)).json()
    // a wallet without an image id is served with its own id as one (its drawn image)
    const served = wallets.map((wallet) => ({ image_id: wallet.id, ...wallet }))
    // imageSprites: how many images one getWalletImages serves (the widget asks for sprites only then)
    expect(all).toEqual({ data: served.slice(0, 2), count: 3, imageSprites: 40 })
    const search = await (await get(`/directory/getWallets?${q}&search=%20wallet%20`)).json()
    expect(search.data.map((wallet: WalletEntry) => wallet.id)).toEqual(['alpha', 'gamma'])
    const chains = await (await get(`/directory/getWallets?${q}&chains=eip155:8453`)).json()
    expect(chains).toEqual({ data: [served[2]], count: 1, imageSprites: 40 })
    const picked = await (await get(`/directory/getWallets?${q}&include=alpha,beta&exclude=beta`)).json()
    expect(picked.data.map((wallet: WalletEntry) => wallet.id)).toEqual(['alpha'])
    expect((await get(`/directory/getWallets?${q}&badge_type=certified`)).status).toBe(200)
  })

  it.each([
    ['entries=0', 'Invalid entries: expected an integer from 1 to 100'],
    ['entries=101', 'Invalid entries: expected an integer from 1 to 100'],
    ['page=-1', 'Invalid page: expected a positive integer'],
    ['chains=nope', 'Invalid CAIP-2 network id: nope'],
    ['badge_type=gold', 'Invalid badge_type: expected none, certified or verified'],
    [`search=${'x'.repeat(101)}`, 'Invalid search: at most 100 characters'],
  ])('answers 400 with the reason for %s', async (param, reason) => {
    const response = await get(`/directory/getWallets?${q}&${param}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: reason })
  })

  it('serves wallet, asset, token and currency images, 404 for unknown ones', async () => {
    for (const path of [
      'getWalletImage/alpha-img',
      'getWalletImage/gamma',
      'public/getAssetImage/eip155:1',
    ]) {
      const response = await get(`/directory/${path}?${q}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
      expect(response.headers.get('content-security-policy')).toContain('sandbox')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(50)
    }
    const token = await get(`/directory/public/getTokenImage/ETH?${q}`)
    expect(await token.text()).toContain('ETH')
    expect((await get(`/directory/public/getCurrencyImage/USD?${q}`)).status).toBe(200)
    expect((await get(`/directory/getWalletImage/nobody?${q}`)).status).toBe(404)
    expect((await get(`/directory/public/getAssetImage/eip155:999999?${q}`)).status).toBe(404)
    expect((await get(`/directory/public/getTokenImage/${'A'.repeat(13)}?${q}`)).status).toBe(404)
    const bad = await get(`/directory/getWalletImage/a%20b?${q}`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Invalid wallet image id' })
  })

  it('serves an image the host stored over the drawn one', async () => {
    await app.server.store.images.put('alpha-img', {
      contentType: 'image/png',
      bytes: new Uint8Array([1, 2, 3]),
    })
    await app.server.refreshDirectory()
    const response = await get(`/directory/getWalletImage/alpha?${q}`)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3])
  })

  it('serves several wallet images as one: a PNG row of cells, each the image served alone', async () => {
    const response = await get(`/directory/getWalletImages?ids=gamma,beta,gamma&${q}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const sprite = decodePng(new Uint8Array(await response.arrayBuffer()))
    expect([sprite?.width, sprite?.height]).toEqual([3 * 96 + 2 * 2, 96])
    const alone = async (id: string) =>
      decodePng(new Uint8Array(await (await get(`/directory/getWalletImage/${id}?${q}`)).arrayBuffer()))
    const cell = (index: number) =>
      Array.from({ length: 96 }, (_, y) =>
        Buffer.from(
          sprite!.rgba.subarray(
            (y * sprite!.width + index * 98) * 4,
            (y * sprite!.width + index * 98 + 96) * 4,
          ),
        ).toString('hex'),
      ).join('')
    const hex = (image: ReturnType<typeof decodePng>) => Buffer.from(image!.rgba).toString('hex')
    expect(cell(0)).toBe(hex(await alone('gamma')))
    expect(cell(1)).toBe(hex(await alone('beta')))
    expect(cell(0)).not.toBe(cell(1))
    expect(cell(2)).toBe(cell(0))
    // one id unknown, or stored as bytes that are no image type: the widget then asks for each alone
    expect((await get(`/directory/getWalletImages?ids=gamma,nobody&${q}`)).status).toBe(404)
    const unsupported = await get(`/directory/getWalletImages?ids=gamma,alpha&${q}`)
    expect(unsupported.status).toBe(415)
    expect(await unsupported.json()).toEqual({ error: 'Unsupported wallet image' })
    for (const ids of ['', 'gamma,', 'a%20b', Array(41).fill('gamma').join(',')]) {
      const bad = await get(`/directory/getWalletImages?ids=${ids}&${q}`)
      expect(bad.status, ids).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Invalid wallet image ids' })
    }
    const most = await get(`/directory/getWalletImages?ids=${Array(40).fill('gamma').join(',')}&${q}`)
    expect(most.status).toBe(200)
  })

  it('serves wallet images it cannot read as pixels (an SVG among them) as one SVG holding each', async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0a0"/></svg>'
    await app.server.store.images.put('beta', {
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode(logo),
    })
    try {
      const response = await get(`/directory/getWalletImages?ids=gamma,beta&${q}`)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('content-security-policy')).toContain('sandbox')
      const text = await response.text()
      expect(text).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="194" height="96" viewBox="0 0 194 96">/,
      )
      // a PNG as an <image> at its cell; an SVG in a cell of its own that clips it (see renderWalletSprite)
      const png =
        /<image x="0" y="0" width="96" height="96" preserveAspectRatio="xMidYMid slice" href="data:image\/png;base64,([^"]+)"\/>/.exec(
          text,
        )
      const svg =
        /<svg x="98" y="0" width="96" height="96" overflow="hidden"><image [^>]*href="data:image\/svg\+xml;base64,([^"]+)"\/><\/svg>/.exec(
          text,
        )
      const gamma = new Uint8Array(await (await get(`/directory/getWalletImage/gamma?${q}`)).arrayBuffer())
      expect(new Uint8Array(Buffer.from(png?.[1] ?? '', 'base64'))).toEqual(gamma)
      expect(Buffer.from(svg?.[1] ?? '', 'base64').toString()).toBe(logo)
    } finally {
      await app.server.store.images.remove('beta')
    }
  })

  it('serves the project config, allowed origins and analytics config', async () => {
    expect(await (await get(`/directory/appkit/v1/config?${q}`)).json()).toEqual({
      features: { swaps: true },
    })
    expect(await (await get(`/directory/projects/v1/origins?${q}`)).json()).toEqual({
      allowedOrigins: ['https://app.example', 'https://*.preview.example'],
    })
    expect(await (await get(`/directory/getAnalyticsConfig?${q}`)).json()).toEqual({
      isAnalyticsEnabled: true,
    })
    const off = await get('/directory/getAnalyticsConfig?projectId=p2&st=gangway&sv=0.1.0')
    expect(await off.json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('answers 400 without a projectId, 403 for an unknown one, 404 and 405 as JSON', async () => {
    const missing = await get('/directory/getWallets?st=gangway&sv=0.1.0')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Missing query parameter: projectId' })
    const unknown = await get('/api/v1/supported-chains?projectId=nope&st=gangway&sv=0.1.0')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ error: 'Invalid Project ID - update configuration' })
    const notFound = await get(`/directory/nothing?${q}`)
    expect([notFound.status, await notFound.json()]).toEqual([404, { error: 'Not found' }])
    const method = await post(`/directory/getWallets?${q}`, '{}')
    expect(method.status).toBe(405)
    expect(method.headers.get('allow')).toBe('GET, HEAD')
  })

  it('stores an analytics event before acknowledging it, once however often it is sent', async () => {
    const before = await app.server.store.analytics.count('p1')
    const sent = await Promise.all(
      ['a1', 'a2', 'a1', 'a3'].map((id) => post(`/analytics/e?${q}`, JSON.stringify(event(id)))),
    )
    expect(sent.map((response) => response.status)).toEqual([200, 200, 200, 200])
    expect(await sent[0]!.json()).toEqual({ accepted: true, eventId: 'a1' })
    expect(await app.server.store.analytics.count('p1')).toBe(before + 3)
    const stored = await app.server.store.analytics.list('p1')
    expect(stored.find((item) => item.eventId === 'a2')).toMatchObject({
      domain: 'app.example',
      props: { address: EVM },
      sdkType: 'gangway',
    })
  })

  it('stores a batch of events, as the widget sends them (a beacon is text/plain), before acknowledging it', async () => {
    const before = await app.server.store.analytics.count('p1')
    const batch = JSON.stringify(['b1', 'b2', 'b3'].map((id) => event(id)))
    const sent = await post(`/analytics/e?${q}`, batch, { 'content-type': 'text/plain;charset=UTF-8' })
    expect([sent.status, await sent.json()]).toEqual([200, { accepted: true, count: 3 }])
    expect(await app.server.store.analytics.count('p1')).toBe(before + 3)
  })

  it.each([
    ['{', 'Invalid JSON body'],
    ['[]', 'Invalid body: expected 1 to 50 events, got 0'],
    ['"event"', 'Invalid body: expected a JSON object'],
    [
      JSON.stringify([event('x'), { ...event('y'), props: null }]),
      'event 1: Invalid props: expected an object',
    ],
    [JSON.stringify({ ...event('x'), url: 'javascript:alert(1)' }), 'Invalid url: expected an http(s) URL'],
    [
      JSON.stringify({ ...event('x'), timestamp: 'now' }),
      'Invalid timestamp: expected milliseconds since the epoch',
    ],
    [JSON.stringify({ ...event('x'), props: null }), 'Invalid props: expected an object'],
  ])('answers 400 to the analytics body %s', async (body, reason) => {
    const response = await post(`/analytics/e?${q}`, body)
    expect([response.status, await response.json()]).toEqual([400, { error: reason }])
  })

  it('answers 400 without st, 403 when the project has analytics off, 413 past 64 KiB', async () => {
    const noSdk = await post('/analytics/e?projectId=p1&sv=1', JSON.stringify(event('n1')))
    expect(await noSdk.json()).toEqual({ error: 'Missing or invalid query parameter: st' })
    const off = await post('/analytics/e?projectId=p2&st=gangway&sv=0.1.0', JSON.stringify(event('o1')))
    expect(off.status).toBe(403)
    const big = JSON.stringify({ ...event('big'), props: { pad: 'x'.repeat(70 * 1024) } })
    expect((await post(`/analytics/e?${q}`, big)).status).toBe(413)
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const streamed = await get(`/analytics/e?${q}`, {
      method: 'POST',
      body: chunked,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await app.server.store.analytics.list('p1')).not.toContainEqual(
      expect.objectContaining({ eventId: 'big' }),
    )
  })

  it('answers CORS only for the project allowed origins, and their preflight', async () => {
    const allowed = await get(`/directory/getWallets?${q}`, {
      headers: { origin: 'https://x.preview.example' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://x.preview.example')
    const other = await get(`/directory/getWallets?${q}`, { headers: { origin: 'https://evil.example' } })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const localhost = await get(`/directory/getWallets?${q}`, {
      headers: { origin: 'http://localhost:3000' },
    })
    expect(localhost.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await get(`/analytics/e?${q}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-secret',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, accept')
    const refused = await get(`/analytics/e?${q}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets any page read a refusal and the allowed origins, so that the widget can say what is misconfigured', async () => {
    const evil = { headers: { origin: 'https://evil.example' } }
    const unknown = await get('/directory/getWallets?projectId=nope&st=gangway&sv=0.1.0', evil)
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(await unknown.json()).toEqual({ error: 'Invalid Project ID - update configuration' })
    const missing = await get('/directory/getWallets?st=gangway', evil)
    expect(missing.status).toBe(400)
    expect(missing.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    const origins = await get(`/directory/projects/v1/origins?${q}`, evil)
    expect(origins.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(await origins.json()).toEqual({
      allowedOrigins: ['https://app.example', 'https://*.preview.example'],
    })
    // Everything else stays unreadable from an origin the project does not allow.
    const config = await get(`/directory/appkit/v1/config?${q}`, evil)
    expect(config.headers.get('access-control-allow-origin')).toBeNull()
    // A request with no Origin (server to server) gets no CORS headers at all.
    const bare = await get('/directory/getWallets?projectId=nope&st=gangway&sv=0.1.0')
    expect(bare.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('serves supported chains and balances read over the RPC, token icons under the server', async () => {
    expect(await (await get(`/api/v1/supported-chains?${q}`)).json()).toEqual({
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
    const evm = await (await get(`/api/v1/account/${EVM}/balance?${q}&currency=usd&chainId=eip155:1`)).json()
    expect(evm.balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 3000,
        value: 3000,
        quantity: { decimals: '18', numeric: '1' },
      }),
      expect.objectContaining({
        symbol: 'USDC',
        address: `eip155:1:${TOKEN}`,
        value: 2.5,
        quantity: { decimals: '6', numeric: '2.5' },
      }),
    ])
    expect(evm.balances[0].iconUrl).toBe(
      `${app.url}/gangway/directory/public/getTokenImage/ETH?projectId=p1&st=gangway&sv=0.1.0`,
    )
    const sol = await (await get(`/api/v1/account/${SOLANA}/balance?${q}`)).json()
    expect(sol.balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' } }),
    ])
  })

  it.each([
    ['/api/v1/account/0x123/balance', 'Invalid address'],
    [`/api/v1/account/${EVM}/balance?currency=dollars!`, 'Invalid currency'],
    [`/api/v1/account/${EVM}/balance?chainId=eip155`, 'Invalid CAIP-2 network id'],
    [`/api/v1/account/${EVM}/balance?forceUpdate=yes`, 'Invalid forceUpdate: expected true or false'],
    [`/api/v1/identity/${SOLANA}`, 'Invalid address'],
    ['/api/v1/account/nobody/history', 'Invalid account'],
    [`/api/v1/account/${EVM}/history?cursor=${'c'.repeat(513)}`, 'Invalid cursor'],
  ])('answers 400 to %s', async (path, reason) => {
    const response = await get(`${path}${path.includes('?') ? '&' : '?'}${q}`)
    expect([response.status, await response.json()]).toEqual([400, { error: reason }])
  })

  it('answers identity and an empty history when the provider has none', async () => {
    expect(await (await get(`/api/v1/identity/${EVM}?${q}`)).json()).toEqual({ name: null, avatar: null })
    const history = await get(`/api/v1/account/eip155:1:${EVM}/history?${q}&chainId=eip155:1`)
    expect(await history.json()).toEqual({ data: [], next: null })
  })
}

describe('endpoints on PGlite', () => {
  endpointBehaviour(() => openDatabase())
})

describe.skipIf(!hasPostgres)('endpoints on PostgreSQL', () => {
  const postgres = useTestPostgres()
  endpointBehaviour(async () => openDatabase({ url: await postgres.newDatabaseUrl() }))
})
