import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../plugins/siwx/SiwxMessageData.js'
import { CLOCK_OFF } from './sessions/checkSessionMessage.js'
import { evmSigner } from './test/evmSigner.js'
import { signInRequest } from './test/signInRequest.js'
import { solanaSigner } from './test/solanaSigner.js'
import { startServer } from './test/startServer.js'
import type { TestSigner } from './test/TestSigner.js'

const SECRET = 'a-host-secret-of-at-least-32-characters!'
const ORIGIN = 'https://app.example'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const alice = evmSigner('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = evmSigner('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const sol = solanaSigner(7)

describe('SIWX session service', () => {
  let app: Awaited<ReturnType<typeof startServer>>
  const url = (path: string, projectId = 'p1') => `${app.url}/gangway/api/v1${path}?projectId=${projectId}`
  const post = (path: string, body: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
    fetch(url(path), {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    })
  const nonce = async (projectId = 'p1') =>
    (await (await fetch(url('/sessions/nonce', projectId), { method: 'POST' })).json()).nonce as string
  const fields = async (
    signer: TestSigner,
    change: Partial<SiwxMessageData> = {},
  ): Promise<SiwxMessageData> => ({
    domain: 'app.example',
    uri: `${ORIGIN}/`,
    statement: 'Sign in to App',
    version: '1',
    chainId: signer === sol ? SOLANA_MAINNET : 'eip155:1',
    accountAddress: signer.address,
    nonce: await nonce(),
    issuedAt: new Date().toISOString(),
    ...change,
  })
  const signIn = async (
    signer: TestSigner,
    change: Partial<SiwxMessageData> = {},
    headers?: Record<string, string>,
  ) => post('/sessions', await signInRequest(signer, await fields(signer, change)), headers)
  const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) })

  beforeAll(async () => {
    app = await startServer({
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }, { id: 'p2' }],
      sessions: { secret: SECRET, chains: ['eip155:1', 'eip155:8453', SOLANA_MAINNET] },
    })
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
  })

  it('issues distinct single-use nonces that expire', async () => {
    const response = await fetch(url('/sessions/nonce'), { method: 'POST' })
    const body = await response.json()
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000)
    expect(await nonce()).not.toBe(body.nonce)
  })

  it('stores an eip155 session only after checking its signature, and gives a JWT the host can check', async () => {
    const response = await signIn(alice)
    expect(response.status).toBe(200)
    const { session, token } = await response.json()
    expect(session.data.accountAddress).toBe(alice.address)
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'gangway',
      audience: 'p1',
    })
    expect(payload.sub).toBe(`eip155:1:${alice.address}`)
    expect(await app.server.sessions.verifyToken(token, { projectId: 'p1' })).toMatchObject({
      address: alice.address,
      chainId: 'eip155:1',
      sessionId: session.id,
    })
    expect(await app.server.sessions.verifyToken(token, { projectId: 'p2' })).toBeUndefined()
    const listed = await (await fetch(url(`/sessions/${alice.address.toLowerCase()}`))).json()
    expect(listed.sessions.map((item: { id: string }) => item.id)).toContain(session.id)
    const otherChain = await (await fetch(`${url(`/sessions/${alice.address}`)}&chainId=eip155:8453`)).json()
    expect(otherChain.sessions).toEqual([])
  })

  it('stores a solana session (ed25519, base58 signature)', async () => {
    const response = await signIn(sol)
    expect(response.status).toBe(200)
    const { session } = await response.json()
    expect(session.message).toContain('wants you to sign in with your Solana account:')
    expect(session.message).toContain('Chain ID: mainnet')
    const listed = await (await fetch(url(`/sessions/${sol.address}`))).json()
    expect(listed.sessions).toHaveLength(1)
  })

  it('refuses a replayed message', async () => {
    const request = await signInRequest(alice, await fields(alice))
    expect((await post('/sessions', request)).status).toBe(200)
    expect(await refusal(await post('/sessions', request))).toEqual({
      status: 409,
      error: 'Nonce already used',
    })
  })

  it('refuses signatures that are not the account’s', async () => {
    const evm = await signInRequest(alice, await fields(alice), { by: bob })
    expect(await refusal(await post('/sessions', evm))).toEqual({ status: 401, error: 'Invalid signature' })
    const solana = await signInRequest(sol, await fields(sol), { by: solanaSigner(8) })
    expect(await refusal(await post('/sessions', solana))).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
    expect((await (await fetch(url(`/sessions/${bob.address}`))).json()).sessions).toEqual([])
  })

  it('refuses expired, not-yet-valid and clock-off messages with their reasons', async () => {
    const hour = 3_600_000
    const past = new Date(Date.now() - 1000).toISOString()
    const future = new Date(Date.now() + hour).toISOString()
    expect(await refusal(await signIn(alice, { expirationTime: past }))).toEqual({
      status: 400,
      error: 'Message expired',
    })
    expect(await refusal(await signIn(alice, { notBefore: future }))).toEqual({
      status: 400,
      error: 'Message not yet valid',
    })
    expect(await refusal(await signIn(alice, { issuedAt: future }))).toEqual({
      status: 400,
      error: CLOCK_OFF,
    })
  })

  it('refuses unknown, foreign and expired nonces', async () => {
    expect(await refusal(await signIn(alice, { nonce: 'madeInTheBrowser1' }))).toEqual({
      status: 400,
      error: 'Unknown nonce: ask the server for one',
    })
    expect((await refusal(await signIn(alice, { nonce: await nonce('p2') }))).error).toBe(
      'Unknown nonce: ask the server for one',
    )
    const stale = await nonce()
    await app.server.store.db.query(
      "update siwx_nonces set expires_at = now() - interval '1 second' where nonce = $1",
      [stale],
    )
    expect(await refusal(await signIn(alice, { nonce: stale }))).toEqual({
      status: 400,
      error: 'Nonce expired',
    })
  })

  it('refuses a message for another domain', async () => {
    const evil = await refusal(await signIn(alice, { domain: 'evil.example', uri: 'https://evil.example/' }))
    expect(evil).toEqual({
      status: 400,
      error: 'Wrong domain: the message is for evil.example, the request comes from https://app.example',
    })
    const notAllowed = await signIn(alice, { domain: 'evil.example', uri: 'https://evil.example/' }, {})
    expect((await refusal(notAllowed)).error).toBe(
      'Wrong domain: evil.example is not an allowed origin of the project',
    )
    const mismatch = await signIn(alice, { uri: 'https://evil.example/' })
    expect((await refusal(mismatch)).error).toBe(
      'Wrong domain: the URI https://evil.example/ is not on app.example',
    )
  })

  it('refuses a chain the server does not accept, or a namespace it cannot check', async () => {
    expect(await refusal(await signIn(alice, { chainId: 'eip155:5' }))).toEqual({
      status: 400,
      error: 'Wrong chain: eip155:5 is not accepted',
    })
    const tezos = await signIn(alice, {
      chainId: 'tezos:NetXdQprcVkpaWU',
      accountAddress: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
    })
    expect((await refusal(tezos)).error).toBe('Wrong chain: no signature check for tezos')
  })

  it('refuses a text that is not the fields’ text, and bad fields by name', async () => {
    const data = await fields(alice)
    const tampered = await signInRequest(alice, data, { message: `${data.domain} wants you to sign in` })
    expect(await refusal(await post('/sessions', tampered))).toEqual({
      status: 400,
      error: 'Message does not match its fields',
    })
    const lower = await signInRequest(alice, { ...data, accountAddress: alice.address.toLowerCase() })
    expect((await refusal(await post('/sessions', lower))).error).toBe('Invalid data.accountAddress')
    const newline = await signInRequest(alice, { ...data, statement: 'a\nURI: https://evil.example' })
    expect((await refusal(await post('/sessions', newline))).error).toBe('Invalid data.statement')
    expect((await refusal(await post('/sessions', { data }))).error).toBe('Invalid message')
  })

  it('revokes an address’s sessions for the holder of its token only', async () => {
    const { token } = await (await signIn(bob)).json()
    const { token: aliceToken } = await (await signIn(alice)).json()
    const foreign = await post(`/sessions/${bob.address}/revoke`, { token: aliceToken })
    expect(await refusal(foreign)).toEqual({ status: 403, error: 'The token is for another address' })
    expect(await refusal(await post(`/sessions/${bob.address}/revoke`, { token: 'x.y.z' }))).toEqual({
      status: 401,
      error: 'Invalid session token',
    })
    const revoked = await post(`/sessions/${bob.address}/revoke`, { token })
    expect(await revoked.json()).toEqual({ revoked: 1 })
    expect((await (await fetch(url(`/sessions/${bob.address}`))).json()).sessions).toEqual([])
    expect(await app.server.sessions.verifyToken(token)).toBeUndefined()
    expect(await app.server.sessions.verifyToken(aliceToken)).toBeDefined()
  })
})
