import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../http/HttpError.js'
import { createPortfolioClient } from './createPortfolioClient.js'

const chainId = 'eip155:31337'
const token = (symbol: string, extra: Record<string, unknown> = {}) => ({
  name: `${symbol} token`,
  symbol,
  chainId,
  address: `${chainId}:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: `http://127.0.0.1/${symbol}.svg`,
  ...extra,
})
let answer: (request: IncomingMessage, body: string) => { status?: number; json: unknown }
const seen: { url: URL; body: string }[] = []
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen.push({ url: new URL(request.url ?? '/', 'http://x'), body })
      const { status = 200, json } = answer(request, body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = () =>
  createPortfolioClient(
    { endpoints: { api: `${base}/api` } as never, projectId: 'p1', fetch: undefined },
    { sleep: async () => {} },
  )

describe('createPortfolioClient against a local server', () => {
  it('asks the balance with projectId, st, sv, currency, chainId and forceUpdate, and keeps only valid, valued tokens by value', async () => {
    answer = () => ({
      json: {
        balances: [
          token('LOW', { value: 2 }),
          { ...token('NAT', { value: 30 }), address: undefined, name: 'Ether' },
          token('HIGH', { value: 50, iconUrl: 'javascript:alert(1)' }),
          token('OTHER', { chainId: 'eip155:1' }),
          token('ZERO', { quantity: { decimals: '0', numeric: '5' } }),
          token('NOVAL', { value: undefined }),
          token('STR', { value: '12' }),
          token('HUGE', { value: Number.POSITIVE_INFINITY }),
          token('BADQ', { quantity: { decimals: '18', numeric: '-1' } }),
          { ...token('NONAME'), name: 42 },
          token('LOW', { value: 99 }),
          'junk',
        ],
      },
    })
    const tokens = await client().balances('0xabc', { chainId, currency: 'usd', force: true })
    expect(tokens.map((entry) => entry.symbol)).toEqual(['HIGH', 'NAT', 'LOW'])
    expect(tokens[0]?.iconUrl).toBe('')
    expect(tokens[2]).toMatchObject({ value: 2, iconUrl: 'http://127.0.0.1/LOW.svg' })
    const { url } = seen.at(-1)!
    expect(url.pathname).toBe('/api/v1/account/0xabc/balance')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      projectId: 'p1',
      st: 'gangway',
      currency: 'usd',
      chainId,
      forceUpdate: 'true',
    })
    expect(url.searchParams.get('sv')).toBeTruthy()
  })

  it('drops an unsafe icon to the placeholder and rejects a malformed answer', async () => {
    answer = () => ({ json: { balances: [token('A', { iconUrl: 'javascript:alert(1)' })] } })
    expect((await client().balances('0xabc', { chainId, currency: 'usd' }))[0]?.iconUrl).toBe('')
    answer = () => ({ json: { balances: 'nope' } })
    const error = await client()
      .balances('0xabc', { chainId, currency: 'usd' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).kind).toBe('parse')
  })

  it('pages NFTs by cursor, keeps spam flagged, and drops entries whose id, image or spam flag do not check', async () => {
    const nft = (tokenId: string, extra: Record<string, unknown> = {}) => ({
      id: `${chainId}/0xc0ffee/${tokenId}`,
      chainId,
      contract: '0xc0ffee',
      tokenId,
      name: `Lighthouse ${tokenId}`,
      imageUrl: `http://127.0.0.1/nft/${tokenId}.svg`,
      collection: { name: 'Gangway Lighthouses', symbol: 'GLH' },
      is_spam: false,
      ...extra,
    })
    answer = (request) =>
      request.url?.includes('cursor=page2')
        ? { json: { data: [nft('3')], next: null } }
        : {
            json: {
              data: [
                nft('1'),
                nft('2', { is_spam: true }),
                nft('4', { id: 'eip155:1/0xc0ffee/4' }),
                nft('5', { is_spam: 'no' }),
                nft('6', { imageUrl: 'data:text/html,<script>' }),
              ],
              next: 'page2',
            },
          }
    const first = await client().nfts('0xabc', { chainId })
    expect(first.data.map((entry) => [entry.tokenId, entry.isSpam])).toEqual([
      ['1', false],
      ['2', true],
      ['6', false],
    ])
    expect(first.data[2]?.imageUrl).toBeUndefined()
    expect(first.next).toBe('page2')
    const second = await client().nfts('0xabc', { chainId, cursor: first.next })
    expect(second).toMatchObject({ data: [{ tokenId: '3' }], next: null })
  })

  it('keeps the history of the asked chain only, without all-spam transactions', async () => {
    const item = (id: string, extra: Record<string, unknown> = {}, transfers?: unknown[]) => ({
      id,
      metadata: {
        minedAt: '2026-03-01T10:00:00Z',
        chain: chainId,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: '0xabc',
        sentTo: '0xdef',
        hash: `0x${id}`,
        ...extra,
      },
      transfers: transfers ?? [
        { direction: 'out', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '1.5' } },
      ],
    })
    const spam = {
      direction: 'in',
      nft_info: { name: 'Claim', flags: { is_spam: true } },
      quantity: { numeric: '1' },
    }
    answer = () => ({
      json: {
        data: [
          item('a1'),
          item('b2', { chain: 'eip155:1' }),
          item('c3', {}, [spam]),
          item('d4', {}, [spam, { ...spam, nft_info: { name: 'Lighthouse', flags: { is_spam: false } } }]),
          item('e5', { minedAt: 'yesterday' }),
          item('f6', { operationType: 'steal' }),
        ],
        next: 'x'.repeat(600),
      },
    })
    const page = await client().history('0xabc', { chainId })
    expect(page.data.map((entry) => entry.id)).toEqual(['a1', 'd4'])
    expect(page.data[0]?.transfers[0]).toEqual({
      direction: 'out',
      fungible: { name: 'Ether', symbol: 'ETH' },
      quantity: '1.5',
    })
    expect(page.next).toBeNull()
  })

  it('asks prices with POST /v1/fungible/price and keeps only finite prices of the addresses asked', async () => {
    const native = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    answer = () => ({
      json: {
        fungibles: [
          { address: native, price: 3000 },
          { address: 'eip155:1:0x1', price: 5 },
          { address: 'x', price: 'a' },
        ],
      },
    })
    const prices = await client().prices([native], { currency: 'usd' })
    expect([...prices]).toEqual([[native, 3000]])
    const { url, body } = seen.at(-1)!
    expect(url.pathname).toBe('/api/v1/fungible/price')
    expect(JSON.parse(body)).toEqual({ currency: 'usd', addresses: [native], projectId: 'p1' })
  })
})
