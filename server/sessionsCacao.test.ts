import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCacao } from './test/signCacao.js'
import { startServer } from './test/startServer.js'

const SECRET = 'a-host-secret-of-at-least-32-characters!'
const ORIGIN = 'https://app.example'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

describe('SIWX sessions from a CACAO (WalletConnect one-click auth)', () => {
  let app: Awaited<ReturnType<typeof startServer>>
  const url = (path: string) => `${app.url}/gangway/api/v1${path}?projectId=p1`
  const post = (path: string, body: unknown) =>
    fetch(url(path), {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    })
  const nonce = async () => (await (await post('/sessions/nonce', {})).json()).nonce as string
  const cacaoOf = async (change: Partial<Parameters<typeof signCacao>[1]> = {}, key = KEY) =>
    signCacao(key, {
      domain: 'app.example',
      aud: `${ORIGIN}/`,
      nonce: await nonce(),
      iat: new Date().toISOString(),
      chainId: 1,
      statement: 'Sign in to App',
      methods: ['personal_sign', 'eth_sendTransaction'],
      ...change,
    })
  const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) })

  beforeAll(async () => {
    app = await startServer({
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }],
      sessions: { secret: SECRET, chains: ['eip155:1'] },
    })
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
  })

  it('keeps a session whose CACAO (with a ReCap) the wallet signed, text rebuilt on the server', async () => {
    const { cacao, message, address } = await cacaoOf()
    const response = await post('/sessions', { cacao })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.session.message).toBe(message)
    expect(answer.session.message).toContain(
      'I further authorize the stated URI to perform the following actions',
    )
    expect(answer.session.data).toMatchObject({ chainId: 'eip155:1', accountAddress: address })
    expect(answer.session.cacao).toMatchObject({ s: { t: 'eip191', s: cacao.s.s } })
    expect(answer.token).toMatch(/^ey/)
    const listed = await (await fetch(url(`/sessions/${address}`))).json()
    expect(listed.sessions.map((item: { id: string }) => item.id)).toContain(answer.session.id)
  })

  it('keeps a CACAO without statement or ReCap', async () => {
    const { cacao } = await cacaoOf({ statement: undefined, methods: undefined })
    expect((await post('/sessions', { cacao })).status).toBe(200)
  })

  it('refuses a tampered signature, a payload changed after signing, another signer', async () => {
    const { cacao } = await cacaoOf()
    const v = cacao.s.s.slice(-2) === '1b' ? '1c' : '1b'
    const flipped = `${cacao.s.s.slice(0, -2)}${v}`
    expect(
      await refusal(await post('/sessions', { cacao: { ...cacao, s: { ...cacao.s, s: flipped } } })),
    ).toMatchObject({
      status: 401,
    })
    const changed = await cacaoOf()
    const statement = { ...changed.cacao, p: { ...changed.cacao.p, statement: 'Sign in to Evil' } }
    expect(await refusal(await post('/sessions', { cacao: statement }))).toMatchObject({
      status: 401,
      error: 'Invalid signature',
    })
    const other = await cacaoOf({}, OTHER_KEY)
    const stolen = { ...other.cacao, p: { ...other.cacao.p, iss: cacao.p.iss } }
    expect(await refusal(await post('/sessions', { cacao: stolen }))).toMatchObject({ status: 401 })
  })

  it('refuses a nonce it did not issue, a used nonce, an expired CACAO, another domain, a malformed one', async () => {
    const unknown = await cacaoOf({ nonce: 'a'.repeat(32) })
    const refused = await refusal(await post('/sessions', { cacao: unknown.cacao }))
    expect(refused, JSON.stringify(refused)).toMatchObject({
      status: 400,
      error: 'Unknown nonce: ask the server for one',
    })
    const once = await cacaoOf()
    expect((await post('/sessions', { cacao: once.cacao })).status).toBe(200)
    expect(await refusal(await post('/sessions', { cacao: once.cacao }))).toMatchObject({ status: 409 })
    const expired = await cacaoOf({ exp: new Date(Date.now() - 1_000).toISOString() })
    expect(await refusal(await post('/sessions', { cacao: expired.cacao }))).toMatchObject({
      status: 400,
      error: 'Message expired',
    })
    const elsewhere = await cacaoOf({ domain: 'evil.example', aud: 'https://evil.example/' })
    expect((await refusal(await post('/sessions', { cacao: elsewhere.cacao }))).error).toMatch(
      /^Wrong domain/,
    )
    const { cacao } = await cacaoOf()
    expect(
      await refusal(await post('/sessions', { cacao: { ...cacao, s: { t: 'eip1271', s: cacao.s.s } } })),
    ).toMatchObject({
      status: 400,
      error: 'Invalid cacao.s: an eip191 signature is expected',
    })
    const badRecap = { ...cacao, p: { ...cacao.p, resources: ['urn:recap:notjson'] } }
    expect((await refusal(await post('/sessions', { cacao: badRecap }))).error).toMatch(/^Invalid cacao.p/)
  })
})
