import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { Alert } from '../types/Alert.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'

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
const made: Gangway[] = []
afterEach(async () => {
  requests.length = 0
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function kernel(origin: string, config: Partial<GangwayConfig> = {}) {
  const gangway = createKernel(
    { projectId: 'p1', networks: [devnetA], endpoints: { directory }, ...config } as GangwayConfig,
    { env: { origin, isMobile: () => false } },
  )
  made.push(gangway)
  const alerts: Alert[] = []
  gangway.events.on('CONFIG_ALERT', (alert) => alerts.push(alert))
  return { gangway, kinds: () => alerts.map((alert) => alert.kind) }
}

const originRequests = () => requests.filter((path) => path === '/projects/v1/origins')
const patiently = { timeout: 10_000 }

describe('kernel: allowed origins on the first open', () => {
  it('asks nothing before open(), then GETs /projects/v1/origins once over two opens and alerts once', async () => {
    origins = json(200, { allowedOrigins: ['https://app.example.com'] })
    const { gangway, kinds } = kernel('https://evil.io')
    await gangway.ready
    expect(requests).toEqual([])
    expect(kinds()).toEqual([])
    await gangway.open()
    await expect.poll(kinds, patiently).toEqual(['InvalidAppConfiguration'])
    expect(gangway.stores.alerts.getState().alerts[0]).toMatchObject({
      title: 'Invalid App Configuration',
      message: expect.stringContaining('https://evil.io'),
    })
    gangway.close()
    await gangway.open()
    await expect.poll(() => requests.includes('/appkit/v1/config'), patiently).toBe(true)
    expect(originRequests()).toHaveLength(1)
    expect(kinds()).toEqual(['InvalidAppConfiguration'])
  })

  it('raises Rate Limited on 429 and Server Error on 5xx of the origins request', async () => {
    origins = json(429, {}, { 'retry-after': '0' })
    const limited = kernel('https://app.example.com')
    await limited.gangway.open()
    await expect.poll(limited.kinds, patiently).toEqual(['RateLimited'])
    origins = json(500, { message: 'database down' })
    const failing = kernel('https://app.example.com')
    await failing.gangway.open()
    await expect.poll(failing.kinds, patiently).toEqual(['ServerError'])
  })

  it('with remote config off, checks the host list on the first open (not at start) without a request', async () => {
    const { gangway, kinds } = kernel('https://evil.io', {
      remoteConfig: false,
      allowedOrigins: ['https://app.example.com'],
    })
    await gangway.ready
    expect(kinds()).toEqual([])
    await gangway.open()
    await expect.poll(kinds, patiently).toEqual(['InvalidAppConfiguration'])
    expect(requests).toEqual([])
  })
})
