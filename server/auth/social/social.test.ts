import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IdentityProvider } from '../../../playground/devnet/idp/IdentityProvider.js'
import { startIdentityProvider } from '../../../playground/devnet/idp/startIdentityProvider.js'
import { idpSignIn } from '../../test/idpSignIn.js'
import { startServer } from '../../test/startServer.js'

const PROJECT = 'p1'
const HOST = 'http://host.test'
const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'

describe('social sign-in (OpenID Connect against the devnet identity provider)', () => {
  let idp: IdentityProvider
  let server: Awaited<ReturnType<typeof startServer>>
  let clock = Date.now()
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.url}/gangway/auth/v1/${path}?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const start = async (provider: string, deviceId = deviceA, returnUrl = `${HOST}/app?tab=1#top`) => {
    const answer = await post('social/start', { provider, deviceId, returnUrl })
    expect(answer.status).toBe(200)
    return answer.body.uri as string
  }
  /** Opens the callback URL as the browser would: where it redirects to (or the refusal's status). */
  const callback = async (url: URL) => {
    const response = await fetch(url, { redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location') }
  }
  const resultOf = (location: string | null) => new URL(location ?? '').searchParams.get('result_uri') ?? ''

  beforeAll(async () => {
    idp = await startIdentityProvider({
      redirectUris: () => [`${server.url}/gangway/auth/v1/social/callback?projectId=${PROJECT}`],
    })
    const providers = Object.fromEntries(
      ['google', 'github', 'x'].map((name) => [
        name,
        { issuer: idp.issuerOf(name), clientId: name, clientSecret: idp.clientSecret },
      ]),
    )
    server = await startServer({
      projects: [{ id: PROJECT, allowedOrigins: [HOST] }],
      rateLimits: { perIp: false, perProject: false },
      auth: {
        smtp: { host: '127.0.0.1', port: 9 },
        now: () => clock,
        social: { providers, loginTtlMs: 3 * 3_600_000 },
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await idp?.stop()
  })

  it('signs in with code + PKCE + state + nonce; the first sign-in makes the user, the next finds the same one', async () => {
    const uri = new URL(await start('google'))
    expect(uri.origin).toBe(idp.url)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(uri.searchParams.get('client_id')).toBe('google')
    const back = await callback(await idpSignIn(uri.href, 'alice'))
    expect(back.status).toBe(302)
    const page = new URL(back.location ?? '')
    expect(`${page.origin}${page.pathname}`).toBe(`${HOST}/app`)
    expect(page.searchParams.get('tab')).toBe('1')
    const done = await post('social/finish', { resultUri: resultOf(back.location), deviceId: deviceA })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      userName: 'alice',
      provider: 'google',
      user: { email: null, accounts: [] },
    })
    const token = done.body.token as string
    const accounts = [
      { namespace: 'eip155', address: '0x1111111111111111111111111111111111111111' },
      { namespace: 'solana', address: '11111111111111111111111111111111' },
    ]
    expect((await post('keys', { accounts, keyBlob: 'blob-1' }, token)).status).toBe(200)

    const again = await callback(await idpSignIn(await start('google', deviceB), 'alice'))
    const second = await post('social/finish', { resultUri: resultOf(again.location), deviceId: deviceB })
    expect(second.body).toMatchObject({ user: { accounts }, keyBlob: 'blob-1' })
    expect(second.body.keyShare).toBe(done.body.keyShare)

    const other = await callback(await idpSignIn(await start('github'), 'alice'))
    const third = await post('social/finish', { resultUri: resultOf(other.location), deviceId: deviceA })
    expect(third.body).toMatchObject({ provider: 'github', user: { accounts: [] }, keyBlob: null })
  })

  it('refuses a wrong state, a replayed callback and a result used twice or on another device', async () => {
    const landing = await idpSignIn(await start('google'), 'bob')
    const forged = new URL(landing)
    forged.searchParams.set('state', 'x'.repeat(43))
    expect((await callback(forged)).status).toBe(400)
    const back = await callback(landing)
    expect(back.status).toBe(302)
    expect((await callback(landing)).status).toBe(400)
    const resultUri = resultOf(back.location)
    expect((await post('social/finish', { resultUri, deviceId: deviceB })).status).toBe(400)
    expect((await post('social/finish', { resultUri, deviceId: deviceA })).status).toBe(200)
    expect((await post('social/finish', { resultUri, deviceId: deviceA })).status).toBe(400)
  })

  it('refuses a code given to another sign-in (PKCE and nonce), and one of another client', async () => {
    const first = new URL(await start('google'))
    const second = await idpSignIn(await start('google'), 'carol')
    const swapped = new URL(second)
    swapped.searchParams.set('state', first.searchParams.get('state') ?? '')
    const refused = await callback(swapped)
    expect(refused.status).toBe(302)
    const failed = await post('social/finish', { resultUri: resultOf(refused.location), deviceId: deviceA })
    expect(failed).toMatchObject({ status: 400, body: { error: 'Failed to initiate social connection' } })

    const google = new URL(await start('google'))
    const github = await idpSignIn(await start('github'), 'carol')
    const crossed = new URL(github)
    crossed.searchParams.set('state', google.searchParams.get('state') ?? '')
    const answer = await callback(crossed)
    const finish = await post('social/finish', { resultUri: resultOf(answer.location), deviceId: deviceA })
    expect(finish.body.error).toBe('Failed to initiate social connection')
  })

  it('refuses an expired ID token, a cancelled sign-in, an unknown provider and a return URL of another origin', async () => {
    const landing = await idpSignIn(await start('x'), 'alice')
    clock += 2 * 3_600_000
    try {
      const expired = await callback(landing)
      const finish = await post('social/finish', { resultUri: resultOf(expired.location), deviceId: deviceA })
      expect(finish.body.error).toBe('Failed to initiate social connection')
    } finally {
      clock -= 2 * 3_600_000
    }
    const cancelled = await callback(await idpSignIn(await start('google'), ''))
    expect(cancelled.status).toBe(302)
    const refused = await post('social/finish', {
      resultUri: resultOf(cancelled.location),
      deviceId: deviceA,
    })
    expect(refused.body.error).toBe('Failed to initiate social connection')
    expect(
      (await post('social/start', { provider: 'apple', deviceId: deviceA, returnUrl: HOST })).body,
    ).toEqual({
      error: 'This social login is not available',
    })
    expect(
      (await post('social/start', { provider: 'google', deviceId: deviceA, returnUrl: 'https://evil.test/' }))
        .body,
    ).toEqual({ error: 'Invalid return URL' })
  })
})
