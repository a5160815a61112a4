import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailServer } from '../mail/MailServer.js'
import { startMailServer } from '../mail/startMailServer.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

describe('dev services with the devnet mailbox: the e-mail wallet', () => {
  let mail: MailServer
  let services: DevServices
  beforeAll(async () => {
    mail = await startMailServer()
    services = await startDevServices({ mail: { host: mail.host, port: mail.port } })
  })
  afterAll(async () => {
    await services?.stop()
    await mail?.close()
  })

  it('mails a code to the local SMTP server and signs in with it, logged as the auth service', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${services.url}/gangway/auth/v1/${path}?projectId=any-dev-project`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const deviceId = 'devnet-device-0123456789'
    expect(await (await post('connect', { email: 'dev@devnet.local', deviceId })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    const message = await mail.waitFor('dev@devnet.local')
    expect(message.from).toBe('wallet@devnet.local')
    const otp = /\b(\d{6})\b/.exec(message.text)?.[1]
    const done = await post('otp', { email: 'dev@devnet.local', deviceId, otp })
    expect(done.status).toBe(200)
    expect(services.requests().map((request) => request.service)).toContain('auth')
  })

  it('serves the secure frame, framable by the dev origins only, with its bundled script', async () => {
    const page = await fetch(`${services.url}/gangway/frame?projectId=any-dev-project&chainId=eip155:1`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    expect(page.headers.get('x-frame-options')).toBeNull()
    const script = await fetch(`${services.url}/gangway/frame/frame.js?projectId=any-dev-project`)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect((await script.text()).length).toBeGreaterThan(10_000)
  }, 60_000)
})
