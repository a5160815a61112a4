import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGangwayServer } from './createGangwayServer.js'
import { startServer } from './test/startServer.js'

const event = (eventId: string, timestamp = 1_700_000_000_000) => ({
  eventId,
  url: 'https://app.example/page',
  domain: 'app.example',
  timestamp,
  props: { event: eventId },
})

describe('projects changed at run time, and a fallback project (one embedded database)', () => {
  let app: Awaited<ReturnType<typeof startServer>>
  const get = (path: string, projectId: string, init?: RequestInit) =>
    fetch(`${app.url}/gangway${path}?projectId=${projectId}&st=gangway&sv=0.1.0`, init)
  const json = async (path: string, projectId: string) => (await get(path, projectId)).json()

  beforeAll(async () => {
    app = await startServer({
      projects: [
        { id: 'dev', allowedOrigins: ['http://127.0.0.1:*'] },
        { id: 'named', analytics: false },
      ],
      fallbackProject: 'dev',
      rateLimits: { perIp: false, perProject: false },
    })
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
  })

  it('answers any well-formed unknown projectId with the fallback project, a configured one with its own', async () => {
    expect(await json('/directory/getAnalyticsConfig', 'anything-42')).toEqual({ isAnalyticsEnabled: true })
    expect(await json('/directory/getAnalyticsConfig', 'named')).toEqual({ isAnalyticsEnabled: false })
    const cors = await get('/directory/projects/v1/origins', 'other', {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(cors.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(await cors.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:*'] })
    const malformed = await get('/directory/getAnalyticsConfig', 'not%20an%20id')
    expect(malformed.status).toBe(403)
  })

  it('setProject changes the answers at once and stores the project', async () => {
    await app.server.setProject({ id: 'dev', features: { swaps: true }, allowedOrigins: ['*'] })
    expect(await json('/directory/appkit/v1/config', 'some-test')).toEqual({ features: { swaps: true } })
    expect(await json('/directory/projects/v1/origins', 'dev')).toEqual({ allowedOrigins: ['*'] })
    const added = await app.server.setProject({ id: 'late', analytics: false })
    expect(added).toEqual({ id: 'late', allowedOrigins: [], features: {}, analytics: false })
    expect(await json('/directory/getAnalyticsConfig', 'late')).toEqual({ isAnalyticsEnabled: false })
    expect((await app.server.store.projects.list()).map((project) => project.id)).toEqual([
      'dev',
      'late',
      'named',
    ])
    await expect(app.server.setProject({ id: 'dev', features: { swaps: 'yes' as never } })).rejects.toThrow(
      /features/,
    )
    expect(await json('/directory/appkit/v1/config', 'dev')).toEqual({ features: { swaps: true } })
  })

  it('stores events under the projectId they came with and lists them in the order they were stored', async () => {
    const ids = Array.from({ length: 30 }, (_, index) => `z-${29 - index}`)
    const response = await fetch(
      `${app.url}/gangway/analytics/e?projectId=via-fallback&st=gangway&sv=0.1.0`,
      {
        method: 'POST',
        body: JSON.stringify(ids.map((id) => event(id))),
      },
    )
    expect(response.status).toBe(200)
    expect((await app.server.store.analytics.list('via-fallback')).map((item) => item.eventId)).toEqual(ids)
    expect((await app.server.store.analytics.list(undefined)).map((item) => item.projectId)).toContain(
      'via-fallback',
    )
  })

  it('refuses a fallback that is not one of the projects', async () => {
    await expect(createGangwayServer({ projects: [{ id: 'a' }], fallbackProject: 'b' })).rejects.toThrow(
      'fallbackProject',
    )
  })
})
