import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../plugins/siwx/SiwxMessageData.js'
import { bitcoinSigners } from './test/bitcoinSigners.js'
import { cosmosSigner } from './test/cosmosSigner.js'
import { polkadotSigner } from './test/polkadotSigner.js'
import { signInRequest } from './test/signInRequest.js'
import { startServer } from './test/startServer.js'
import type { TestSigner } from './test/TestSigner.js'

const ORIGIN = 'https://app.example'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const COSMOS_HUB = 'cosmos:cosmoshub-4'

describe('SIWX sessions of polkadot, bip122 and cosmos, checked by the server without host verifiers', () => {
  let app: Awaited<ReturnType<typeof startServer>>
  let polkadot: TestSigner
  let bitcoin: Awaited<ReturnType<typeof bitcoinSigners>>
  let cosmos: TestSigner
  const url = (path: string) => `${app.url}/gangway/api/v1${path}?projectId=p1`
  const post = (path: string, body: unknown) =>
    fetch(url(path), {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    })
  const fields = async (
    chainId: SiwxMessageData['chainId'],
    signer: TestSigner,
    change: Partial<SiwxMessageData> = {},
  ): Promise<SiwxMessageData> => ({
    domain: 'app.example',
    uri: `${ORIGIN}/`,
    statement: 'Sign in to App',
    version: '1',
    chainId,
    accountAddress: signer.address,
    nonce: (await (await fetch(url('/sessions/nonce'), { method: 'POST' })).json()).nonce,
    issuedAt: new Date().toISOString(),
    ...change,
  })
  const signIn = async (chainId: SiwxMessageData['chainId'], signer: TestSigner, by?: TestSigner) =>
    post('/sessions', await signInRequest(signer, await fields(chainId, signer), by ? { by } : {}))
  const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) })
  const accepted = async (response: Response, chainId: string, address: string) => {
    expect(response.status).toBe(200)
    const { session, token } = await response.json()
    expect(session.data).toMatchObject({ chainId, accountAddress: address })
    expect(await app.server.sessions.verifyToken(token, { projectId: 'p1' })).toMatchObject({
      chainId,
      address,
    })
    const listed = await (await fetch(`${url(`/sessions/${address}`)}&chainId=${chainId}`)).json()
    expect(listed.sessions.map((item: { signature: string }) => item.signature)).toContain(session.signature)
  }

  beforeAll(async () => {
    ;[app, polkadot, bitcoin, cosmos] = await Promise.all([
      startServer({ projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }] }),
      polkadotSigner(),
      bitcoinSigners(),
      cosmosSigner(),
    ])
  }, 60_000)
  afterAll(async () => {
    await app?.stop()
  })

  it('stores a polkadot session signed with signRaw (sr25519 over the <Bytes>-wrapped text)', async () => {
    await accepted(await signIn(POLKADOT, polkadot), POLKADOT, polkadot.address)
  })

  it('refuses a polkadot signature over other text, or of another account', async () => {
    const data = await fields(POLKADOT, polkadot)
    const request = await signInRequest(polkadot, data)
    const other = { ...request, signature: await polkadot.sign(`${request.message}!`) }
    expect(await refusal(await post('/sessions', other))).toEqual({ status: 401, error: 'Invalid signature' })
    const stranger = { address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', sign: polkadot.sign }
    expect(await refusal(await signIn(POLKADOT, stranger))).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
    const checksum = { ...data, accountAddress: `${polkadot.address.slice(0, -1)}x` }
    expect((await refusal(await post('/sessions', await signInRequest(polkadot, checksum)))).error).toBe(
      'Invalid data.accountAddress',
    )
  })

  it('stores bip122 sessions signed by BIP-322 (P2WPKH and P2TR) and by legacy BIP-137', async () => {
    await accepted(await signIn(REGTEST, bitcoin.payment), REGTEST, bitcoin.payment.address)
    await accepted(await signIn(REGTEST, bitcoin.ordinals), REGTEST, bitcoin.ordinals.address)
    await accepted(await signIn(REGTEST, bitcoin.paymentEcdsa), REGTEST, bitcoin.payment.address)
  })

  it('refuses a bip122 signature of another address, and an address of another network', async () => {
    expect(await refusal(await signIn(REGTEST, bitcoin.payment, bitcoin.ordinals))).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
    expect(await refusal(await signIn(REGTEST, bitcoin.ordinals, bitcoin.paymentEcdsa))).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
    expect((await refusal(await signIn(BITCOIN, bitcoin.payment))).error).toBe('Invalid data.accountAddress')
  })

  it('stores a cosmos session signed by ADR-36, its public key carried in the request', async () => {
    await accepted(await signIn(COSMOS_HUB, cosmos), COSMOS_HUB, cosmos.address)
  })

  it('refuses a cosmos request without the public key, with a key not of the address, or a bad signature', async () => {
    const request = await signInRequest(cosmos, await fields(COSMOS_HUB, cosmos))
    const { publicKey, ...withoutKey } = request
    expect(Buffer.from(publicKey ?? '', 'base64')).toHaveLength(33)
    expect(await refusal(await post('/sessions', withoutKey))).toEqual({
      status: 400,
      error: 'Invalid publicKey: a cosmos session needs the signer public key',
    })
    expect((await refusal(await post('/sessions', { ...request, publicKey: 'not base64!' }))).error).toBe(
      'Invalid publicKey',
    )
    const otherKey = Buffer.from(publicKey ?? '', 'base64')
    otherKey[32] = (otherKey[32] ?? 0) ^ 1
    expect(
      await refusal(await post('/sessions', { ...request, publicKey: otherKey.toString('base64') })),
    ).toEqual({ status: 401, error: 'Invalid signature' })
    const fresh = await signInRequest(cosmos, await fields(COSMOS_HUB, cosmos))
    const tampered = { ...fresh, signature: await cosmos.sign(`${fresh.message} `) }
    expect(await refusal(await post('/sessions', tampered))).toEqual({
      status: 401,
      error: 'Invalid signature',
    })
    await accepted(await post('/sessions', fresh), COSMOS_HUB, cosmos.address)
  })

  it('lets a host verifier replace a built-in one', async () => {
    const seen: string[] = []
    const strict = await startServer({
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }],
      sessions: {
        verifiers: {
          polkadot: async ({ address }) => {
            seen.push(address)
            return false
          },
        },
      },
    })
    try {
      const nonce = (
        await (
          await fetch(`${strict.url}/gangway/api/v1/sessions/nonce?projectId=p1`, { method: 'POST' })
        ).json()
      ).nonce
      const request = await signInRequest(polkadot, { ...(await fields(POLKADOT, polkadot)), nonce })
      const response = await fetch(`${strict.url}/gangway/api/v1/sessions?projectId=p1`, {
        method: 'POST',
        body: JSON.stringify(request),
        headers: { 'content-type': 'application/json', origin: ORIGIN },
      })
      expect(response.status).toBe(401)
      expect(seen).toEqual([polkadot.address])
    } finally {
      await strict.stop()
    }
  })
})
