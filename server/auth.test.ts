import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevMail } from '../playground/devnet/mail/DevMail.js'
import type { MailServer } from '../playground/devnet/mail/MailServer.js'
import { startMailServer } from '../playground/devnet/mail/startMailServer.js'
import type { ServerOptions } from './ServerOptions.js'
import { startServer } from './test/startServer.js'

const PROJECT = 'p1'
const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'

const codeOf = (mail: DevMail) => {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`)
  return match[1]
}
const linkOf = (mail: DevMail) => {
  const match = /(http:\/\/\S+?token=[\w-]+)/.exec(mail.text)
  if (!match?.[1]) throw new Error(`no link in: ${mail.text}`)
  return match[1]
}

interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Headers
}

function client(url: string) {
  return async (path: string, body: unknown = {}, token?: string, origin?: string): Promise<Answer> => {
    const response = await fetch(`${url}/gangway/auth/v1/${path}?projectId=${PROJECT}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
}

describe('auth service (e-mail codes over real SMTP)', () => {
  let mail: MailServer
  let clock = Date.now()
  let server: Awaited<ReturnType<typeof startServer>>
  let api: ReturnType<typeof client>
  const options = (): ServerOptions => ({
    projects: [{ id: PROJECT, allowedOrigins: ['http://host.test'] }],
    rateLimits: { perIp: false, perProject: false },
    auth: { smtp: { host: mail.host, port: mail.port }, now: () => clock, deviceWaitMs: 600 },
  })
  /** Logs `email` in on `device` through the mailed code; returns the session token. */
  const login = async (email: string, device = deviceA) => {
    const after = mail.messages().at(-1)?.id ?? 0
    clock += 31_000
    const start = await api('connect', { email, deviceId: device })
    expect(start.body).toEqual({ action: 'VERIFY_OTP' })
    const otp = codeOf(await mail.waitFor(email, { after }))
    const done = await api('otp', { email, deviceId: device, otp })
    expect(done.status).toBe(200)
    return done.body.token as string
  }

  beforeAll(async () => {
    mail = await startMailServer()
    server = await startServer(options())
    api = client(server.url)
  })
  afterAll(async () => {
    await server?.stop()
    await mail?.close()
  })

  it('signs in with the 6-digit code read from the mail; the session gives the user; sign-out ends it', async () => {
    const start = await api('connect', { email: ' Alice@Example.com ', deviceId: deviceA })
    expect(start).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const message = await mail.waitFor('alice@example.com')
    expect(message.subject).toMatch(/^\d{6} is your code$/)
    const done = await api('otp', { email: 'alice@example.com', deviceId: deviceA, otp: codeOf(message) })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ user: { email: 'alice@example.com', accounts: [] }, keyBlob: null })
    expect(done.body.token).toMatch(/^[\w-]{40,}$/)
    expect(done.headers.get('access-control-allow-origin')).toBeNull()
    const token = done.body.token as string
    expect((await api('session', {}, token)).body).toMatchObject({ user: { email: 'alice@example.com' } })
    expect((await api('sign-out', {}, token)).body).toEqual({ signedOut: true })
    expect(await api('session', {}, token)).toMatchObject({
      status: 401,
      body: { error: 'Session expired: sign in again' },
    })
  })

  it('refuses a wrong code with the tries left, then takes the right one', async () => {
    clock += 31_000
    await api('connect', { email: 'bob@example.com', deviceId: deviceA })
    const otp = codeOf(await mail.waitFor('bob@example.com'))
    const wrong = otp === '000000' ? '000001' : '000000'
    expect(await api('otp', { email: 'bob@example.com', deviceId: deviceA, otp: wrong })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code: 4 tries left' },
    })
    expect(await api('otp', { email: 'bob@example.com', deviceId: deviceA, otp: '12ab56' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code' },
    })
    expect((await api('otp', { email: 'bob@example.com', deviceId: deviceA, otp })).status).toBe(200)
  })

  it('locks a code out after 5 wrong tries (brute force): even the right code is refused then', async () => {
    clock += 31_000
    await api('connect', { email: 'carol@example.com', deviceId: deviceA })
    const otp = codeOf(await mail.waitFor('carol@example.com'))
    const guesses = ['111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (guess) => guess !== otp,
    )
    const answers = await Promise.all(
      guesses.map((guess) => api('otp', { email: 'carol@example.com', deviceId: deviceA, otp: guess })),
    )
    expect(answers.filter((answer) => answer.status === 429)).not.toHaveLength(0)
    const locked = await api('otp', { email: 'carol@example.com', deviceId: deviceA, otp })
    expect(locked).toMatchObject({ status: 429, body: { error: 'Too many attempts: request a new code' } })
  })

  it('refuses a replayed code, a code of another device and an expired code', async () => {
    clock += 31_000
    await api('connect', { email: 'dan@example.com', deviceId: deviceA })
    const otp = codeOf(await mail.waitFor('dan@example.com'))
    expect(await api('otp', { email: 'dan@example.com', deviceId: deviceB, otp })).toMatchObject({
      status: 400,
      body: { error: 'Invalid code: 4 tries left' },
    })
    expect((await api('otp', { email: 'dan@example.com', deviceId: deviceA, otp })).status).toBe(200)
    expect(await api('otp', { email: 'dan@example.com', deviceId: deviceA, otp })).toMatchObject({
      status: 400,
      body: { error: 'This code was used already: request a new one' },
    })
    clock += 31_000
    const after = mail.messages().at(-1)?.id ?? 0
    await api('connect', { email: 'erin@example.com', deviceId: deviceA })
    const late = codeOf(await mail.waitFor('erin@example.com', { after }))
    clock += 600_001
    expect(await api('otp', { email: 'erin@example.com', deviceId: deviceA, otp: late })).toMatchObject({
      status: 400,
      body: { error: 'This code has expired: request a new one' },
    })
  })

  it('sends at most one login mail per 30 s and 10 an hour to an address', async () => {
    clock += 31_000
    expect((await api('connect', { email: 'fay@example.com', deviceId: deviceA })).status).toBe(200)
    clock += 12_300
    const early = await api('connect', { email: 'fay@example.com', deviceId: deviceA })
    expect(early).toMatchObject({ status: 429, body: { error: 'Please try again after 18 seconds' } })
    expect(early.headers.get('retry-after')).toBe('18')
    for (let sent = 1; sent < 10; sent++) {
      clock += 30_000
      expect((await api('connect', { email: 'fay@example.com', deviceId: deviceA })).status).toBe(200)
    }
    clock += 30_000
    const capped = await api('connect', { email: 'fay@example.com', deviceId: deviceA })
    expect(capped.status).toBe(429)
    expect(capped.body.error).toMatch(/^Please try again after \d+ seconds$/)
    expect(mail.messages().filter((message) => message.to.includes('fay@example.com'))).toHaveLength(10)
  })

  it('asks a new device to be approved by the mailed link, then mails it a code', async () => {
    const first = await login('gus@example.com', deviceA)
    clock += 31_000
    const after = mail.messages().at(-1)?.id ?? 0
    expect((await api('connect', { email: 'gus@example.com', deviceId: deviceB })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const link = linkOf(await mail.waitFor('gus@example.com', { after }))
    expect(new URL(link).origin).toBe(server.url)
    expect((await api('device', { email: 'gus@example.com', deviceId: deviceB })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Approve this device')
    const waiting = api('device', { email: 'gus@example.com', deviceId: deviceB })
    const approved = await fetch(link, { method: 'POST' })
    expect(await approved.text()).toContain('Device approved')
    expect((await waiting).body).toEqual({ action: 'VERIFY_OTP' })
    const otp = codeOf(await mail.waitFor('gus@example.com', { after: after + 1 }))
    const done = await api('otp', { email: 'gus@example.com', deviceId: deviceB, otp })
    expect(done.status).toBe(200)
    expect((await fetch(link, { method: 'POST' })).status).toBe(410)
    clock += 31_000
    expect((await api('connect', { email: 'gus@example.com', deviceId: deviceA }, first)).body).toEqual({
      action: 'CONNECT',
    })
  })

  it('stores the accounts and the key blob once; the key share stays the same per user', async () => {
    const token = await login('hal@example.com')
    const accounts = [
      { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { namespace: 'solana', address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
    ]
    const bad = await api(
      'keys',
      { accounts: [{ namespace: 'eip155', address: '0x12' }], keyBlob: 'x' },
      token,
    )
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid accounts' } })
    const set = await api('keys', { accounts, keyBlob: 'ciphertext' }, token)
    expect(set.body).toMatchObject({
      user: { accounts: accounts.map((account) => ({ ...account, type: 'eoa' })) },
      keyBlob: 'ciphertext',
    })
    expect((await api('keys', { accounts, keyBlob: 'other' }, token)).status).toBe(409)
    const again = await api('session', {}, token)
    expect(again.body.keyShare).toBe(set.body.keyShare)
    expect(again.body.keyShare).not.toBe(
      (await api('session', {}, await login('ida@example.com'))).body.keyShare,
    )
  })

  it('changes the e-mail with a code to the current address, then one to the new address', async () => {
    const token = await login('jay@example.com')
    clock += 31_000
    const after = mail.messages().at(-1)?.id ?? 0
    expect((await api('email', { email: 'hal@example.com' }, token)).status).toBe(409)
    expect((await api('email', { email: 'jay.new@example.com' }, token)).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = codeOf(await mail.waitFor('jay@example.com', { after }))
    expect((await api('email/secondary', { otp: primary }, token)).status).toBe(400)
    expect((await api('email/primary', { otp: primary }, token)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = codeOf(await mail.waitFor('jay.new@example.com', { after }))
    expect((await api('email/secondary', { otp: secondary }, token)).body).toEqual({
      email: 'jay.new@example.com',
    })
    expect((await api('session', {}, token)).body).toMatchObject({ user: { email: 'jay.new@example.com' } })
  })

  it('refuses requests from another origin (the host page): only the frame, on the server origin, may call', async () => {
    const answer = await api(
      'connect',
      { email: 'kim@example.com', deviceId: deviceA },
      undefined,
      'http://host.test',
    )
    expect(answer).toMatchObject({ status: 403, body: { error: 'Origin not allowed' } })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${server.url}/gangway/auth/v1/connect?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://host.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(mail.messages().some((message) => message.to.includes('kim@example.com'))).toBe(false)
  })
})

describe('auth state survives a restart (PGlite data directory)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-auth-'))
  let mail: MailServer
  beforeAll(async () => {
    mail = await startMailServer()
  })
  afterAll(async () => {
    await mail?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps users, devices, sessions and the cooldown', async () => {
    const options: ServerOptions = {
      projects: [{ id: PROJECT }],
      database: { dataDir: dir },
      rateLimits: { perIp: false, perProject: false },
      auth: { smtp: { host: mail.host, port: mail.port } },
    }
    const first = await startServer(options)
    const api = client(first.url)
    await api('connect', { email: 'lee@example.com', deviceId: deviceA })
    const otp = codeOf(await mail.waitFor('lee@example.com'))
    const token = (await api('otp', { email: 'lee@example.com', deviceId: deviceA, otp })).body
      .token as string
    await api(
      'keys',
      { accounts: [{ namespace: 'eip155', address: `0x${'ab'.repeat(20)}` }], keyBlob: 'blob' },
      token,
    )
    const share = (await api('session', {}, token)).body.keyShare
    await first.stop()

    const second = await startServer(options)
    try {
      const again = client(second.url)
      expect((await again('session', {}, token)).body).toMatchObject({ keyBlob: 'blob', keyShare: share })
      expect((await again('connect', { email: 'lee@example.com', deviceId: deviceA })).body.error).toMatch(
        /^Please try again after \d+ seconds$/,
      )
      expect((await again('connect', { email: 'lee@example.com', deviceId: deviceB })).status).toBe(429)
    } finally {
      await second.stop()
    }
  })
})
