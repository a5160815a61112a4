import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import { createHttpClient, HttpError } from '../../../core/kit/index.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

const dataDir = mkdtempSync(join(tmpdir(), 'gangway-analytics-test-'))
let services: DevServices | undefined
afterAll(async () => {
  await services?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const event = (eventId: string) => ({
  eventId,
  url: 'http://127.0.0.1:5173/playground',
  domain: '127.0.0.1',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})
const post = (query: string, body: string) =>
  fetch(`${services!.endpoints.analytics}/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
const ids = async () => (await services!.analyticsEvents()).map((item) => item.eventId)

describe('analytics through the dev services (the server stores them, on disk in dataDir)', () => {
  it("stores the widget client's events under any projectId and lists them oldest first", async () => {
    services = await startDevServices({ dataDir })
    expect(services.dataDir).toBe(dataDir)
    const client = createHttpClient({
      baseUrl: services.endpoints.analytics,
      projectId: 'p-analytics',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
    expect(await client.post('/e', event('e-1'))).toEqual({ accepted: true, eventId: 'e-1' })
    expect(await client.post('/e', [event('e-3'), event('e-2')])).toEqual({ accepted: true, count: 2 })
    expect(await services.analyticsEvents()).toEqual([
      {
        ...event('e-1'),
        projectId: 'p-analytics',
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        receivedAt: expect.any(Number),
      },
      expect.objectContaining({ eventId: 'e-3' }),
      expect.objectContaining({ eventId: 'e-2' }),
    ])
  })

  it('answers 400 with the reason, and the client does not retry it', async () => {
    expect((await post('projectId=p&st=g&sv=1', '{"eventId":')).status).toBe(400)
    services!.clearRequests()
    const client = createHttpClient({
      baseUrl: services!.endpoints.analytics,
      projectId: 'p',
      sdkType: 'g',
      sdkVersion: '1',
    })
    const error = await client
      .post('/e', { ...event('bad'), timestamp: -1 })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 400,
      reason: 'Invalid timestamp: expected milliseconds since the epoch',
    })
    expect(services!.requests()).toHaveLength(1)
    expect(await ids()).toEqual(['e-1', 'e-3', 'e-2'])
  })

  it('refuses events with 403 while analytics is off for the project', async () => {
    await services!.setAnalyticsEnabled(false)
    const refused = await post('projectId=p&st=g&sv=1', JSON.stringify(event('off')))
    expect(refused.status).toBe(403)
    services!.setAnalyticsEnabled(true)
    expect((await post('projectId=p&st=g&sv=1', JSON.stringify(event('on')))).status).toBe(200)
    expect(await ids()).toEqual(['e-1', 'e-3', 'e-2', 'on'])
  })

  it('lists the events of an earlier run that used the same dataDir, and refuses a second process on it', async () => {
    const first = services!
    await expect(startDevServices({ dataDir })).rejects.toThrow(/in use/)
    await first.stop()
    services = await startDevServices({ dataDir })
    expect(services.url).not.toBe(first.url)
    expect(await ids()).toEqual(['e-1', 'e-3', 'e-2', 'on'])
  })
})
