import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRetryFetch } from './createRetryFetch.js'
import { HttpError } from './HttpError.js'

type Step = (response: ServerResponse) => void

let server: Server
let url: string
let steps: Step[] = []
let arrivals: number[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      arrivals.push(Date.now())
      const step = steps.length > 1 ? steps.shift()! : steps[0]
      step?.(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  steps = []
  arrivals = []
})

const reply =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }
const post = (fetcher: typeof fetch, signal?: AbortSignal) =>
  fetcher(url, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"getBalance"}', signal })

describe('createRetryFetch', () => {
  it('waits for an HTTP-date Retry-After before the retry', async () => {
    const at = new Date(Date.now() + 2_000).toUTCString()
    steps = [reply(429, {}, { 'retry-after': at }), reply(200, { result: 1 })]
    const response = await post(createRetryFetch())
    expect(await response.json()).toEqual({ result: 1 })
    expect(arrivals[1]!).toBeGreaterThanOrEqual(Date.parse(at))
  })

  it('retries a retryable JSON-RPC error code in a 200 body, not a final one', async () => {
    steps = [reply(200, { error: { code: -32005, message: 'limit exceeded' } }), reply(200, { result: 2 })]
    expect(await (await post(createRetryFetch({ retryBaseMs: 1 }))).json()).toEqual({ result: 2 })
    expect(arrivals).toHaveLength(2)
    arrivals = []
    steps = [reply(200, { error: { code: -32602, message: 'invalid params' } })]
    expect((await post(createRetryFetch({ retryBaseMs: 1 }))).status).toBe(200)
    expect(arrivals).toHaveLength(1)
  })

  it('hands back the last response after the retries, and does not retry a 400', async () => {
    steps = [reply(502, {})]
    expect((await post(createRetryFetch({ retryBaseMs: 1 }))).status).toBe(502)
    expect(arrivals).toHaveLength(4)
    arrivals = []
    steps = [reply(400, {})]
    expect((await post(createRetryFetch({ retryBaseMs: 1 }))).status).toBe(400)
    expect(arrivals).toHaveLength(1)
  })

  it('cuts every attempt at its timeout and then fails with a timeout', async () => {
    steps = [() => {}]
    const error = await post(createRetryFetch({ timeoutMs: 50, retries: 1, retryBaseMs: 1 })).catch(
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out' })
    expect(arrivals).toHaveLength(2)
  })

  it('refuses a body over maxBytes without retrying', async () => {
    steps = [reply(200, { result: 'x'.repeat(100) })]
    const error = await post(createRetryFetch({ maxBytes: 50 })).catch((reason: unknown) => reason)
    expect(error).toMatchObject({ name: 'HttpError', message: 'Response too large' })
    expect(arrivals).toHaveLength(1)
  })

  it('stops waiting between retries when the caller aborts', async () => {
    steps = [reply(503, {}, { 'retry-after': '20' })]
    const controller = new AbortController()
    const pending = post(createRetryFetch(), controller.signal)
    while (arrivals.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'Request was aborted' })
    expect(arrivals).toHaveLength(1)
  }, 5_000)
})
