import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient.js'
import type { HttpClientOptions } from './HttpClient.js'
import { HttpError } from './HttpError.js'

interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: IncomingMessage['headers']
  readonly body: string
}
type Step = (response: ServerResponse, request: Seen) => void

let server: Server
let baseUrl: string
let steps: Step[] = []
let seen: Seen[] = []
let delays: number[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body }
      seen.push(entry)
      const step = steps.length > 1 ? steps.shift()! : steps[0]
      step?.(response, entry)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  steps = []
  seen = []
  delays = []
})

function json(status: number, body: unknown, headers: Record<string, string> = {}): Step {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl,
    projectId: 'p1',
    sdkType: 'gangway',
    sdkVersion: '0.1.0',
    sleep: async (ms) => {
      delays.push(ms)
    },
    ...options,
  })
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe('createHttpClient', () => {
  it('GETs JSON with projectId, st, sv and the query (arrays comma-joined, nullish left out)', async () => {
    steps = [json(200, { data: [1] })]
    const result = await client().get<{ data: number[] }>('v1/supported-chains', {
      chainId: 'eip155:1',
      chains: ['eip155:1', 'eip155:10'],
      cursor: undefined,
      next: null,
      st: 'spoofed',
    })
    expect(result).toEqual({ data: [1] })
    const url = new URL(seen[0]!.url, 'http://x')
    expect(url.pathname).toBe('/api/v1/supported-chains')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'gangway',
      sv: '0.1.0',
      chainId: 'eip155:1',
      chains: 'eip155:1,eip155:10',
    })
    expect(seen[0]!.headers.accept).toBe('application/json')
  })

  it('leaves projectId out when there is none', async () => {
    steps = [json(200, {})]
    await client({ projectId: undefined }).get('/x')
    expect(new URL(seen[0]!.url, 'http://x').searchParams.has('projectId')).toBe(false)
  })

  it('POSTs a JSON body', async () => {
    steps = [json(200, { url: 'https://pay' })]
    const result = await client().post('/v1/generators/onrampurl', { amount: 10 }, { currency: 'usd' })
    expect(result).toEqual({ url: 'https://pay' })
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"amount":10}' })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(seen[0]!.url).toContain('currency=usd')
  })

  it('returns undefined for an empty success body', async () => {
    steps = [(response) => response.writeHead(204).end()]
    expect(await client().post('/v1/sessions/0x1/revoke', {})).toBeUndefined()
  })

  it('retries 429 after the Retry-After delay', async () => {
    steps = [json(429, {}, { 'retry-after': '2' }), json(200, { ok: true })]
    expect(await client().get('/x')).toEqual({ ok: true })
    expect(seen).toHaveLength(2)
    expect(delays).toEqual([2_000])
  })

  it('retries 500 with exponential backoff, then succeeds', async () => {
    steps = [json(500, {}), json(500, {}), json(200, { ok: 1 })]
    expect(await client().get('/x')).toEqual({ ok: 1 })
    expect(delays).toEqual([150, 300])
  })

  it('gives up after the configured retries with the last status and the API reason', async () => {
    steps = [json(503, { reasons: [{ description: 'Service down' }] })]
    const error = await failure(client({ retries: 2 }).get('/x'))
    expect(seen).toHaveLength(3)
    expect(delays).toEqual([150, 300])
    expect(error).toMatchObject({
      name: 'HttpError',
      kind: 'status',
      status: 503,
      reason: 'Service down',
      message: 'Service down',
    })
  })

  it('does not retry a 400 and reports its reason', async () => {
    steps = [json(400, { message: 'Invalid chainId' })]
    const error = await failure(client().get('/x'))
    expect(seen).toHaveLength(1)
    expect(error).toMatchObject({ status: 400, reason: 'Invalid chainId' })
  })

  it('names the status when the error body has no reason', async () => {
    steps = [json(404, '<html>not found</html>')]
    const error = await failure(client().get('/x'))
    expect(error.message).toBe('Request failed with status 404')
    expect(error.reason).toBeUndefined()
  })

  it('retries a retryable JSON-RPC code in an error body even on a non-retryable status', async () => {
    steps = [json(400, { error: { code: -32005, message: 'limit exceeded' } }), json(200, 1)]
    expect(await client().get('/x')).toBe(1)
    expect(seen).toHaveLength(2)
  })

  it('times out a request that gets no answer, retrying it per the policy', async () => {
    steps = [() => {}]
    const error = await failure(client({ timeoutMs: 50, retries: 1 }).get('/slow'))
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out', status: undefined })
    expect(seen).toHaveLength(2)
  })

  it('fails a malformed JSON body with a clear error, without retrying', async () => {
    steps = [json(200, '{"data": [1,')]
    const error = await failure(client().get('/x'))
    expect(error).toMatchObject({ kind: 'parse', message: 'Invalid JSON in response', status: 200 })
    expect(error.details).toContain('not JSON')
    expect(seen).toHaveLength(1)
  })

  it('reports a refused connection as a network error after retrying', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).get('/x'))
    expect(error).toMatchObject({ kind: 'network', message: 'Network request failed' })
    expect(delays).toHaveLength(3)
  })

  it('aborts on the caller signal without retrying', async () => {
    steps = [() => {}]
    const controller = new AbortController()
    const pending = client({ timeoutMs: 5_000 }).get('/hang', undefined, { signal: controller.signal })
    setTimeout(() => controller.abort(), 30)
    const error = await failure(pending)
    expect(error).toMatchObject({ kind: 'aborted', message: 'Request was aborted' })
    expect(seen).toHaveLength(1)
    expect(delays).toEqual([])
    const already = await failure(client().get('/x', undefined, { signal: AbortSignal.abort() }))
    expect(already.kind).toBe('aborted')
  })

  it('stops waiting between retries when the caller aborts', async () => {
    steps = [json(503, {})]
    const controller = new AbortController()
    const pending = client({ sleep: undefined, retryBaseMs: 10_000 }).get('/x', undefined, {
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 50)
    const error = await failure(pending)
    expect(error.kind).toBe('aborted')
    expect(seen).toHaveLength(1)
  })

  it('refuses a body over maxBytes without parsing or retrying, by Content-Length or while streaming', async () => {
    const big = JSON.stringify({ data: 'x'.repeat(2_000) })
    steps = [json(200, big)]
    const declared = await failure(client({ maxBytes: 1_000 }).get('/big'))
    expect(declared).toMatchObject({ kind: 'size', message: 'Response too large', status: 200 })
    expect(seen).toHaveLength(1)
    steps = [
      (response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write(big.slice(0, 1_500))
        response.end(big.slice(1_500))
      },
    ]
    const streamed = await failure(client({ maxBytes: 1_000 }).get('/big'))
    expect(streamed.kind).toBe('size')
    expect(seen).toHaveLength(2)
  })

  it('takes a per-request maxBytes over the client one, and accepts a body exactly at the cap', async () => {
    const body = JSON.stringify({ data: 'é'.repeat(100) })
    const size = Buffer.byteLength(body)
    steps = [json(200, body)]
    expect(await client({ maxBytes: size }).get('/x')).toEqual({ data: 'é'.repeat(100) })
    expect(
      (await failure(client({ maxBytes: size }).get('/x', undefined, { maxBytes: size - 1 }))).kind,
    ).toBe('size')
    expect(await client({ maxBytes: 10 }).get('/x', undefined, { maxBytes: size })).toEqual({
      data: 'é'.repeat(100),
    })
  })

  it('still reports the status of an error answer whose body is over the cap', async () => {
    steps = [json(400, { message: 'm'.repeat(5_000) })]
    const error = await failure(client({ maxBytes: 1_000 }).get('/x'))
    expect(error).toMatchObject({ kind: 'status', status: 400, message: 'Request failed with status 400' })
  })
})
