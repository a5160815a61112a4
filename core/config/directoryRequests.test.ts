import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/createHttpClient.js'
import type { Alert } from '../types/Alert.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.js'

type Handler = (request: IncomingMessage, response: ServerResponse) => void
let handler: Handler
let server: Server
let baseUrl: string
const seen: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '')
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/directory`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
)
beforeEach(() => {
  seen.length = 0
})

function reply(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

function setup() {
  const client = createHttpClient({
    baseUrl,
    projectId: 'p1',
    sdkType: 'gangway',
    sdkVersion: '0.1.0',
    sleep: async () => {},
  })
  const alerts: Alert[] = []
  const warnings: string[] = []
  const options = {
    client,
    onAlert: (alert: Alert) => alerts.push(alert),
    onWarning: (w: string) => warnings.push(w),
  }
  const config = { endpoints: { directory: baseUrl } as never, projectId: 'p1', fetch: undefined }
  return { alerts, warnings, options, config }
}

describe('fetchRemoteFeatures', () => {
  it('GETs /appkit/v1/config and returns the sanitized features', async () => {
    handler = reply(200, { features: { swaps: false, socials: ['github'], nonsense: 1 } })
    const { config, options, warnings } = setup()
    expect(await fetchRemoteFeatures(config, options)).toEqual({ swaps: false, socials: ['github'] })
    expect(seen[0]).toMatch(/^\/directory\/appkit\/v1\/config\?projectId=p1&st=gangway&sv=0\.1\.0$/)
    expect(warnings).toEqual([expect.stringContaining('nonsense')])
  })

  it('creates its own client from the config when none is given', async () => {
    handler = reply(200, { features: { pay: true } })
    const { config } = setup()
    expect(await fetchRemoteFeatures(config)).toEqual({ pay: true })
  })

  it('returns null (local features kept) on failure or an unusable answer', async () => {
    const { config, options, alerts } = setup()
    handler = reply(404, { message: 'nope' })
    expect(await fetchRemoteFeatures(config, options)).toBeNull()
    handler = reply(200, '<html>')
    expect(await fetchRemoteFeatures(config, options)).toBeNull()
    handler = reply(200, { features: [] })
    expect(await fetchRemoteFeatures(config, options)).toBeNull()
    expect(alerts).toEqual([])
  })

  it('raises Invalid App Configuration with the invalid project id text on 403', async () => {
    handler = reply(403, { message: 'Unauthorized: invalid key' })
    const { config, options, alerts } = setup()
    expect(await fetchRemoteFeatures(config, options)).toBeNull()
    expect(alerts).toEqual([
      {
        kind: 'InvalidAppConfiguration',
        title: 'Invalid App Configuration',
        message: 'Invalid Project ID - update configuration',
      },
    ])
  })
})

describe('fetchAllowedOrigins', () => {
  it('GETs /projects/v1/origins and returns the string entries', async () => {
    handler = reply(200, { allowedOrigins: ['https://a.com', 3, '*.b.com'] })
    const { config, options } = setup()
    expect(await fetchAllowedOrigins(config, options)).toEqual(['https://a.com', '*.b.com'])
    expect(seen[0]).toMatch(/^\/directory\/projects\/v1\/origins\?/)
  })

  it('keeps at most 1,000 entries of at most 2,048 characters', async () => {
    const many = Array.from({ length: 5_000 }, (_, index) => `https://a${index}.example`)
    handler = reply(200, { allowedOrigins: [`https://${'x'.repeat(3_000)}.com`, ...many] })
    const { config, options, warnings } = setup()
    expect(await fetchAllowedOrigins(config, options)).toEqual(many.slice(0, 1_000))
    expect(warnings).toEqual(['Allowed origins: only the first 1000 of 5000 are used'])
  })

  it('raises Rate Limited on 429 (after the retries) and returns an empty list', async () => {
    handler = reply(429, {})
    const { config, options, alerts } = setup()
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    expect(seen).toHaveLength(4)
    expect(alerts).toEqual([expect.objectContaining({ kind: 'RateLimited', title: 'Rate Limited' })])
  })

  it('raises Server Error with the failure detail on 5xx', async () => {
    handler = reply(503, { message: 'maintenance' })
    const { config, options, alerts } = setup()
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    expect(alerts).toEqual([
      { kind: 'ServerError', title: 'Server Error', message: 'Failed to get App Configuration: maintenance' },
    ])
  })

  it('returns an empty list without alert on any other failure', async () => {
    const { config, options, alerts } = setup()
    handler = reply(400, {})
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    handler = reply(403, {})
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    handler = reply(200, { allowed: [] })
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    handler = (request) => request.socket.destroy()
    expect(await fetchAllowedOrigins(config, options)).toEqual([])
    expect(alerts).toEqual([])
  })
})
