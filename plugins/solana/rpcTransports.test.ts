import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ChainAdapter, createKernel, type Gangway, type Network } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSolanaPlugin } from './createSolanaPlugin.js'
import './index.js'

let server: Server
let base: string
let hits: { path: string; at: number }[] = []
let answers: { status: number; headers?: Record<string, string> }[] = []
const made: Gangway[] = []
const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      hits.push({ path: request.url ?? '', at: Date.now() })
      const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 200 }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 1_500_000_000 } }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  hits = []
  answers = []
})

const network = (...http: string[]): Network => ({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http } },
})

async function balanceOf(chain: Network, rpc?: string) {
  const plugin = createSolanaPlugin({ target: null })
  let adapter: ChainAdapter | undefined
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [chain],
      plugins: [
        {
          ...plugin,
          setup: (ctx) =>
            plugin.setup?.({
              ...ctx,
              registerChain(chainAdapter) {
                adapter = chainAdapter
                return ctx.registerChain(chainAdapter)
              },
            }),
        },
      ],
      storage: createMemoryStorage(),
      remoteConfig: false,
      ...(rpc ? { endpoints: { rpc } } : {}),
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return adapter!.getBalance!(owner, chain)
}

describe('solana balance over the chain RPC transports', () => {
  it('retries a 429 after its Retry-After, on the project RPC first, then falls back past a failing one', async () => {
    answers = [{ status: 429, headers: { 'retry-after': '1' } }, { status: 200 }]
    await expect(balanceOf(network(`${base}/own`), `${base}/project`)).resolves.toEqual({
      value: '1.5',
      symbol: 'SOL',
    })
    expect(hits.map((hit) => new URL(hit.path, base).pathname)).toEqual(['/project/v1/', '/project/v1/'])
    expect(new URL(hits[0]!.path, base).searchParams.get('chainId')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(1_000)
    hits = []
    answers = [{ status: 400 }, { status: 200 }]
    await expect(balanceOf(network(`${base}/a`, `${base}/b`))).resolves.toMatchObject({ value: '1.5' })
    expect(hits.map((hit) => hit.path)).toEqual(['/a', '/b'])
  })
})
