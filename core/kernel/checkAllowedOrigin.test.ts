import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Alert } from '../types/Alert.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'

type Answer = (response: ServerResponse) => void
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }

let server: Server
let directory: string
let origins: Answer
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    requests.push(path)
    if (path === '/projects/v1/origins') return origins(response)
    json(200, { features: {} })(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  directory = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
})

async function check(origin: string | undefined, config: Partial<ResolvedConfig> = {}) {
  const alerts: Alert[] = []
  const resolved = {
    projectId: 'p1',
    endpoints: { directory },
    remoteConfig: true,
    allowedOrigins: [],
    ...config,
  } as unknown as ResolvedConfig
  await checkAllowedOrigin(resolved, origin, { onAlert: (alert) => alerts.push(alert), onWarning: () => {} })
  return alerts.map((alert) => alert.kind)
}

describe('checkAllowedOrigin', () => {
  it('alerts Invalid App Configuration when the project list excludes the page origin', async () => {
    origins = json(200, { allowedOrigins: ['https://app.example.com', '*.example.org'] })
    expect(await check('https://evil.io')).toEqual(['InvalidAppConfiguration'])
    expect(requests).toEqual(['/projects/v1/origins'])
  })

  it('passes an origin on the project list, on the host list, or in the defaults', async () => {
    origins = json(200, { allowedOrigins: ['https://*.example.com'] })
    expect(await check('https://shop.example.com')).toEqual([])
    expect(await check('https://mine.io', { allowedOrigins: ['https://mine.io'] })).toEqual([])
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:5173',
      'http://[::1]:8080',
      'https://pr-1.vercel.app',
    ])
      expect(await check(origin), origin).toEqual([])
  })

  it('raises Rate Limited on 429 and Server Error on 5xx, then checks only the host list', async () => {
    origins = json(429, {}, { 'retry-after': '0' })
    expect(await check('https://app.example.com')).toEqual(['RateLimited'])
    origins = json(500, { message: 'database down' })
    expect(await check('https://app.example.com')).toEqual(['ServerError'])
    expect(await check('https://evil.io', { allowedOrigins: ['https://app.example.com'] })).toEqual([
      'ServerError',
      'InvalidAppConfiguration',
    ])
  })

  it('checks nothing when neither the project nor the host sets a list (empty answer or any failure)', async () => {
    origins = json(200, { allowedOrigins: [] })
    expect(await check('https://anywhere.example')).toEqual([])
    origins = json(404, { message: 'Not found' })
    expect(await check('https://anywhere.example')).toEqual([])
    origins = json(200, { allowedOrigins: 'https://a.com' })
    expect(await check('https://anywhere.example')).toEqual([])
  })

  it('asks nothing with remote config off or without a page origin (SSR)', async () => {
    expect(
      await check('https://evil.io', { remoteConfig: false, allowedOrigins: ['https://a.com'] }),
    ).toEqual(['InvalidAppConfiguration'])
    expect(await check(undefined, { allowedOrigins: ['https://a.com'] })).toEqual([])
    expect(requests).toEqual([])
  })
})
