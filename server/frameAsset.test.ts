import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './test/startServer.js'

const root = fileURLToPath(new URL('..', import.meta.url))
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/buildFrame.mjs'], { cwd: root })
  server = await startServer({
    projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }],
    rateLimits: { perIp: false, perProject: false },
    auth: { smtp: { host: '127.0.0.1', port: 9 } },
  })
}, 60_000)
afterAll(() => server?.stop())

describe('the secure frame built into the package', () => {
  it('is served by default when the auth service runs without auth.frameScript', async () => {
    const page = await fetch(`${server.url}/gangway/frame?projectId=p1`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:*')
    const script = await fetch(`${server.url}/gangway/frame/frame.js?projectId=p1`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe(readFileSync(`${root}/dist/gangway-frame.js`, 'utf8'))
  })
})
