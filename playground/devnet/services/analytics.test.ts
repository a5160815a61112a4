import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import { createHttpClient, HttpError } from '../../../core/kit/index.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-analytics-test-'))
const running: DevServices[] = []
afterAll(async () => {
  await Promise.all(running.map((services) => services.stop()))
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(): Promise<DevServices> {
  const services = await startDevServices({ dataDir })
  running.push(services)
  return services
}
const event = (eventId: string) => ({
  eventId,
  url: 'http://127.0.0.1:5173/playground',
  domain: '127.0.0.1',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})
const post = (services: DevServices, query: string, body: string) =>
  fetch(`${services.endpoints.analytics}/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })

describe('analytics sink POST /e', () => {
  it("accepts the widget client's events and keeps them in memory and on disk", async () => {
    const services = await start()
    const client = createHttpClient({
      baseUrl: services.endpoints.analytics,
      projectId: 'p-analytics',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
    expect(await client.post('/e', event('e-1'))).toEqual({ accepted: true, eventId: 'e-1' })
    await client.post('/e', event('e-2'))
    expect(services.analyticsEvents()).toEqual([
      {
        ...event('e-1'),
        projectId: 'p-analytics',
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        receivedAt: expect.any(Number),
      },
      expect.objectContaining({ eventId: 'e-2' }),
    ])
    const lines = readFileSync(join(dataDir, 'analytics-events.jsonl'), 'utf8').trim().split('\n')
    expect(lines.map((line) => JSON.parse(line).eventId)).toEqual(['e-1', 'e-2'])
  })

  it.each([
    ['st=gangway&sv=1', JSON.stringify(event('x')), 'Missing or invalid query parameter: projectId'],
    ['projectId=p&sv=1', JSON.stringify(event('x')), 'Missing or invalid query parameter: st'],
    ['projectId=p&st=gangway', JSON.stringify(event('x')), 'Missing or invalid query parameter: sv'],
    ['projectId=p&st=g&sv=1', '{"eventId":', 'Invalid JSON body'],
    ['projectId=p&st=g&sv=1', '[1]', 'Invalid body: event 0: expected a JSON object'],
    ['projectId=p&st=g&sv=1', '[]', 'Invalid body: expected 1 to 50 events, got 0'],
    [
      'projectId=p&st=g&sv=1',
      JSON.stringify(Array.from({ length: 51 }, (_, i) => event(`b-${i}`))),
      'Invalid body: expected 1 to 50 events, got 51',
    ],
    [
      'projectId=p&st=g&sv=1',
      JSON.stringify([event('ok'), { ...event('bad'), timestamp: -1 }]),
      'event 1: Invalid timestamp',
    ],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), eventId: '' }), 'Invalid eventId'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), url: 'not a url' }), 'Invalid url'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), url: 'javascript:alert(1)' }), 'Invalid url'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), domain: 3 }), 'Invalid domain'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), timestamp: '2025' }), 'Invalid timestamp'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), timestamp: 0 }), 'Invalid timestamp'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), props: [] }), 'Invalid props'],
    ['projectId=p&st=g&sv=1', JSON.stringify({ ...event('x'), props: undefined }), 'Invalid props'],
  ])('rejects %s %s with 400', async (query, body, reason) => {
    const services = running[0]!
    const before = services.analyticsEvents().length
    const response = await post(services, query, body)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain(reason)
    expect(services.analyticsEvents()).toHaveLength(before)
  })

  it('accepts a batch of up to 50 events in one request, in order, whatever the content type', async () => {
    const services = await startDevServices()
    running.push(services)
    const batch = Array.from({ length: 50 }, (_, i) => event(`batch-${i}`))
    const response = await fetch(`${services.endpoints.analytics}/e?projectId=p-batch&st=gangway&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(batch),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ accepted: true, count: 50 })
    const added = services.analyticsEvents()
    expect(added.map((item) => item.eventId)).toEqual(batch.map((item) => item.eventId))
    expect(added[0]).toMatchObject({ projectId: 'p-batch', sdkType: 'gangway', sdkVersion: '1' })
    rmSync(services.dataDir, { recursive: true, force: true })
  })

  it('rejects a body over 64 KiB with 413, and the client does not retry a 400', async () => {
    const services = running[0]!
    const huge = JSON.stringify({ ...event('big'), props: { blob: 'x'.repeat(70_000) } })
    expect((await post(services, 'projectId=p&st=g&sv=1', huge)).status).toBe(413)
    services.clearRequests()
    const client = createHttpClient({ baseUrl: services.endpoints.analytics, sdkType: 'g', sdkVersion: '1' })
    const error = await client.post('/e', event('no-project')).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 400, reason: 'Missing or invalid query parameter: projectId' })
    expect(services.requests()).toHaveLength(1)
  })

  it('lists the events of an earlier run that used the same dataDir', async () => {
    await running[0]!.stop()
    const again = await start()
    expect(again.url).not.toBe(running[0]!.url)
    expect(again.analyticsEvents().map((item) => item.eventId)).toEqual(['e-1', 'e-2'])
    expect((await post(again, 'projectId=p&st=g&sv=1', JSON.stringify(event('e-3')))).status).toBe(200)
    const third = await start()
    expect(third.analyticsEvents().map((item) => item.eventId)).toEqual(['e-1', 'e-2', 'e-3'])
    const fresh = await startDevServices()
    running.push(fresh)
    expect(fresh.analyticsEvents()).toEqual([])
    expect(fresh.dataDir).not.toBe(dataDir)
    rmSync(fresh.dataDir, { recursive: true, force: true })
  })
})
