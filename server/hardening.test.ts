import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainDataProvider } from './chainData/ChainDataProvider.js'
import { createRpcProvider } from './chainData/createRpcProvider.js'
import type { Database } from './storage/Database.js'
import { openDatabase } from './storage/openDatabase.js'
import { listen } from './test/listen.js'
import { startFakeRpc } from './test/startFakeRpc.js'
import { startServer } from './test/startServer.js'
import { toNodeHandler } from './toNodeHandler.js'

const q = 'projectId=p1&st=gangway&sv=0.1.0'
const EVM = '0x1111111111111111111111111111111111111111'
const secret = 'secret-internal-detail'
const event = JSON.stringify({
  eventId: 'e1',
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: 1,
  props: {},
})

describe('hardening', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase()
  }, 120_000)
  afterAll(async () => {
    await db?.close()
  })

  it('answers 429 with Retry-After past the per-address and per-project limits', async () => {
    // The limiter's windows are fixed on the clock (floor(now / windowMs)): a minute's window let the requests
    // straddle a minute's turn and all pass now and then. A window of a year has its turn once a year.
    const windowMs = 365 * 24 * 60 * 60 * 1000
    const app = await startServer({
      projects: [{ id: 'p1', allowedOrigins: ['https://app.example'] }, { id: 'p2' }],
      database: db,
      rateLimits: { perIp: { limit: 3, windowMs }, perProject: false },
    })
    try {
      const statuses = []
      for (let n = 0; n < 4; n++)
        statuses.push(
          await fetch(`${app.url}/gangway/directory/getWallets?${q}`, {
            headers: { origin: 'https://app.example' },
          }),
        )
      expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 429])
      const limited = statuses[3]!
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(limited.headers.get('access-control-allow-origin')).toBe('https://app.example')
      expect(await limited.json()).toEqual({ error: 'Rate limited' })
    } finally {
      await app.stop()
    }
    const project = await startServer({
      projects: [{ id: 'p1' }, { id: 'p2' }],
      database: db,
      rateLimits: { perIp: false, perProject: { limit: 2, windowMs } },
    })
    try {
      const p1 = [1, 2, 3].map(() => fetch(`${project.url}/gangway/directory/getAnalyticsConfig?${q}`))
      expect((await Promise.all(p1)).map((response) => response.status).sort()).toEqual([200, 200, 429])
      const p2 = await fetch(`${project.url}/gangway/directory/getAnalyticsConfig?projectId=p2`)
      expect(p2.status).toBe(200)
    } finally {
      await project.stop()
    }
  })

  it('answers a thrown error with a generic 500 or 502 and logs it; no stack trace, no internal message', async () => {
    const failing: Database = {
      ...db,
      query: (sql, params) =>
        sql.includes('insert into analytics_events')
          ? Promise.reject(new Error(secret))
          : db.query(sql, params),
      close: async () => {},
    }
    const chainData: ChainDataProvider = {
      supportedChains: () => {
        throw new Error(secret)
      },
      balances: async () => Promise.reject(new Error(secret)),
    }
    const app = await startServer({ projects: [{ id: 'p1' }], database: failing, chainData })
    try {
      const answers = [
        await fetch(`${app.url}/gangway/analytics/e?${q}`, { method: 'POST', body: event }),
        await fetch(`${app.url}/gangway/api/v1/supported-chains?${q}`),
        await fetch(`${app.url}/gangway/api/v1/account/${EVM}/balance?${q}`),
      ]
      expect(answers.map((response) => response.status)).toEqual([500, 502, 502])
      const bodies = await Promise.all(answers.map((response) => response.text()))
      expect(bodies.map((body) => JSON.parse(body))).toEqual([
        { error: 'Internal server error' },
        { error: 'Chain data unavailable' },
        { error: 'Chain data unavailable' },
      ])
      for (const body of bodies) expect(body).not.toMatch(/secret|\bat\s|\.ts:\d/)
      expect(app.errors.map((error) => (error as Error).message)).toEqual([secret, secret, secret])
    } finally {
      await app.stop()
    }
  })

  it("passes the request's forceUpdate on to a chain data provider (one that caches reads afresh)", async () => {
    const asked: (boolean | undefined)[] = []
    const chainData: ChainDataProvider = {
      supportedChains: () => ['eip155:1'],
      balances: async (_address, options) => {
        asked.push(options.forceUpdate)
        return []
      },
    }
    const app = await startServer({ projects: [{ id: 'p1' }], database: db, chainData })
    try {
      for (const force of ['', '&forceUpdate=true', '&forceUpdate=false']) {
        const answer = await fetch(`${app.url}/gangway/api/v1/account/${EVM}/balance?${q}${force}`)
        expect(await answer.json()).toEqual({ balances: [] })
      }
      expect(asked).toEqual([false, true, false])
    } finally {
      await app.stop()
    }
  })

  it('as middleware passes other paths to next, and answers under a mount path', async () => {
    const app = await startServer({ projects: [{ id: 'p1' }], database: db })
    const handler = toNodeHandler(app.server)
    const host = await listen((request, response) => {
      if (request.url?.startsWith('/mounted')) {
        const original = request.url
        ;(request as typeof request & { originalUrl?: string }).originalUrl = original.slice(
          '/mounted'.length,
        )
        request.url = '/'
      }
      handler(request, response, () => response.writeHead(200).end('the host'))
    })
    try {
      expect(await (await fetch(`${host.url}/index.html`)).text()).toBe('the host')
      expect(await (await fetch(`${host.url}/gangwayish?${q}`)).text()).toBe('the host')
      const config = await fetch(`${host.url}/mounted/gangway/directory/getAnalyticsConfig?${q}`)
      expect(await config.json()).toEqual({ isAnalyticsEnabled: true })
    } finally {
      await host.close()
      await app.stop()
    }
  })
})

describe('RPC provider', () => {
  const address = EVM
  it('refuses a hostile RPC: oversized, malformed or late answers fail within the deadline', async () => {
    const rpc = await startFakeRpc(
      { eth_getBalance: '0xzz' },
      {
        raw: { eth_call: JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(70_000) }) },
        silent: ['getBalance'],
      },
    )
    try {
      const chain = { caipNetworkId: 'eip155:1', rpcUrl: rpc.url }
      const signal = new AbortController().signal
      const provider = createRpcProvider({ chains: [chain], timeoutMs: 300 })
      await expect(provider.balances(address, { currency: 'usd', signal })).rejects.toThrow(
        'eth_getBalance: invalid answer',
      )
      const tokens = createRpcProvider({
        chains: [{ ...chain, tokens: [{ address, name: 'T', symbol: 'T', decimals: 6 }] }],
        timeoutMs: 300,
      })
      await expect(tokens.balances(address, { currency: 'usd', signal })).rejects.toThrow(
        /over 65536 bytes|invalid answer/,
      )
      const solana = createRpcProvider({
        chains: [{ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: rpc.url }],
        timeoutMs: 300,
      })
      await expect(
        solana.balances('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', { currency: 'usd', signal }),
      ).rejects.toThrow(/timeout|aborted/i)
    } finally {
      await rpc.close()
    }
  })

  it('answers with the chains that answered when another chain of the request is down', async () => {
    const good = await startFakeRpc({ eth_getBalance: '0xde0b6b3a7640000' })
    const broken = await startFakeRpc({ eth_getBalance: '0xzz' })
    try {
      const signal = new AbortController().signal
      const reported: string[] = []
      const provider = createRpcProvider({
        chains: [
          { caipNetworkId: 'eip155:1', rpcUrl: good.url },
          { caipNetworkId: 'eip155:10', rpcUrl: broken.url },
          { caipNetworkId: 'eip155:8453', rpcUrl: 'http://127.0.0.1:1' },
        ],
        timeoutMs: 1_000,
        onChainError: (chain, error) => reported.push(`${chain}: ${(error as Error).message}`),
      })
      const balances = await provider.balances(address, { currency: 'usd', signal })
      expect(balances.map((balance) => [balance.chainId, balance.quantity.numeric])).toEqual([
        ['eip155:1', '1'],
      ])
      expect(reported).toHaveLength(2)
      expect(reported[0]).toBe('eip155:10: eth_getBalance: invalid answer')
      expect(reported[1]).toMatch(/^eip155:8453: /)
      // Asked for the broken chain alone, or with every chain down, the request fails (the route's 502).
      await expect(
        provider.balances(address, { chainId: 'eip155:10', currency: 'usd', signal }),
      ).rejects.toThrow('eth_getBalance: invalid answer')
      const down = createRpcProvider({
        chains: [
          { caipNetworkId: 'eip155:10', rpcUrl: broken.url },
          { caipNetworkId: 'eip155:8453', rpcUrl: 'http://127.0.0.1:1' },
        ],
        timeoutMs: 1_000,
      })
      await expect(down.balances(address, { currency: 'usd', signal })).rejects.toThrow()
    } finally {
      await good.close()
      await broken.close()
    }
  })

  it.each([
    [
      { caipNetworkId: 'cosmos:hub', rpcUrl: 'http://127.0.0.1:1' },
      'caipNetworkId must be an eip155 or solana CAIP-2 id',
    ],
    [{ caipNetworkId: 'eip155:1', rpcUrl: 'file:///etc/passwd' }, 'rpcUrl must be http(s)'],
    [
      {
        caipNetworkId: 'eip155:1',
        rpcUrl: 'http://127.0.0.1:1',
        tokens: [{ address: 'nope', name: 'T', symbol: 'T', decimals: 6 }],
      },
      'token T needs a 0x address',
    ],
  ])('refuses a chain configuration %#', (chain, reason) => {
    expect(() => createRpcProvider({ chains: [chain] })).toThrow(reason)
  })
})
