import { keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnvilInstance } from '../../../playground/devnet/anvil/startAnvil.js'
import { startAnvil } from '../../../playground/devnet/anvil/startAnvil.js'
import { answerFarcasterChannel } from '../../../playground/devnet/farcaster/answerFarcasterChannel.js'
import type { DevFarcaster } from '../../../playground/devnet/farcaster/DevFarcaster.js'
import { deployIdRegistry } from '../../../playground/devnet/farcaster/deployIdRegistry.js'
import { devFarcasterUser } from '../../../playground/devnet/farcaster/devFarcasterUser.js'
import { registerFid } from '../../../playground/devnet/farcaster/registerFid.js'
import { signSiwfMessage } from '../../../playground/devnet/farcaster/signSiwfMessage.js'
import { startServer } from '../../test/startServer.js'

const PROJECT = 'p1'
const HOST = 'http://host.test'
const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const otherKey = keccak256(toHex('gangway farcaster test: another custody'))

describe('Sign In With Farcaster (SIWF verified by @farcaster/auth-client against the devnet ID Registry)', () => {
  let anvil: AnvilInstance
  let farcaster: DevFarcaster
  let otherFid: number
  let server: Awaited<ReturnType<typeof startServer>>
  let clock = Date.now()
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/gangway/${path}?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const channel = async (deviceId = deviceA) => {
    const answer = await post('auth/v1/farcaster/channel', { deviceId, origin: HOST })
    expect(answer.status).toBe(200)
    return answer.body as { channelToken: string; url: string; nonce: string }
  }
  const answer = (link: string, extra: { fid?: number; key?: `0x${string}`; reject?: boolean } = {}) =>
    answerFarcasterChannel({
      link,
      serviceUrl: `${server.url}/gangway`,
      projectId: PROJECT,
      custodyKey: extra.key ?? devFarcasterUser.custodyKey,
      fid: extra.fid ?? farcaster.fid,
      username: devFarcasterUser.username,
      reject: extra.reject,
    })
  const status = (channelToken: string, deviceId = deviceA) =>
    post('auth/v1/farcaster/status', { channelToken, deviceId })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31_337 })
    farcaster = await deployIdRegistry(anvil.rpcUrl)
    otherFid = await registerFid(anvil.rpcUrl, otherKey)
    server = await startServer({
      projects: [{ id: PROJECT, allowedOrigins: [HOST] }],
      rateLimits: { perIp: false, perProject: false },
      auth: {
        smtp: { host: '127.0.0.1', port: 9 },
        now: () => clock,
        farcaster: { rpcUrl: anvil.rpcUrl, statusWaitMs: 1_500, channelTtlMs: 60_000 },
      },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await anvil?.stop()
  })

  it('signs in: the channel completes, the status signs the fid in once; the same fid gets the same user', async () => {
    expect(farcaster.fid).toBeGreaterThan(0)
    expect(otherFid).not.toBe(farcaster.fid)
    const first = await channel()
    const link = new URL(first.url)
    expect(link.searchParams.get('domain')).toBe('host.test')
    expect(link.searchParams.get('siweUri')).toBe(HOST)
    expect(first.nonce).toMatch(/^[0-9a-f]{24}$/)
    expect((await status(first.channelToken)).body).toEqual({ state: 'pending' })
    expect(await answer(first.url)).toEqual({ status: 200, body: { state: 'completed' } })
    expect((await status(first.channelToken, deviceB)).status).toBe(404)
    const done = await status(first.channelToken)
    expect(done.body).toMatchObject({
      state: 'completed',
      fid: farcaster.fid,
      userName: devFarcasterUser.username,
      farcasterUrl: `https://farcaster.xyz/${devFarcasterUser.username}`,
      user: { email: null, accounts: [] },
    })
    expect((await status(first.channelToken)).status).toBe(404)
    const accounts = [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111' }]
    const keys = await fetch(`${server.url}/gangway/auth/v1/keys?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${done.body.token}` },
      body: JSON.stringify({ accounts, keyBlob: 'blob' }),
    })
    expect(keys.status).toBe(200)
    const second = await channel(deviceB)
    expect((await answer(second.url)).status).toBe(200)
    const again = await status(second.channelToken, deviceB)
    expect(again.body).toMatchObject({ state: 'completed', user: { accounts }, keyBlob: 'blob' })
    expect(again.body.keyShare).toBe(done.body.keyShare)
  })

  it('refuses a signature by a key that does not hold the fid, and a bad signature', async () => {
    const open = await channel()
    expect(await answer(open.url, { key: otherKey })).toEqual({
      status: 401,
      body: { error: 'The Farcaster signature was refused' },
    })
    const signed = await signSiwfMessage(open.url, devFarcasterUser.custodyKey, farcaster.fid)
    const flipped = `${signed.signature.slice(0, 10)}${signed.signature[10] === 'a' ? 'b' : 'a'}${signed.signature.slice(11)}`
    const bad = await post('farcaster/v1/channel/authenticate', {
      ...signed,
      signature: flipped,
      fid: farcaster.fid,
    })
    expect(bad.status).toBe(401)
    expect(
      (await post('farcaster/v1/channel/authenticate', { ...signed, signature: '0x12', fid: 1 })).status,
    ).toBe(400)
    expect((await status(open.channelToken)).body).toEqual({ state: 'pending' })
  })

  it('refuses an fid that is not the signed one, and an fid the custody key does not own', async () => {
    const open = await channel()
    const signed = await signSiwfMessage(open.url, devFarcasterUser.custodyKey, farcaster.fid)
    const mismatch = await post('farcaster/v1/channel/authenticate', { ...signed, fid: otherFid })
    expect(mismatch.status).toBe(401)
    expect((await answer(open.url, { fid: otherFid })).status).toBe(401)
    expect((await status(open.channelToken)).body).toEqual({ state: 'pending' })
  })

  it('refuses a replayed message: on its own channel once answered, and on another channel (nonce)', async () => {
    const first = await channel()
    const signed = await signSiwfMessage(first.url, devFarcasterUser.custodyKey, farcaster.fid)
    const body = { ...signed, fid: farcaster.fid }
    expect((await post('farcaster/v1/channel/authenticate', body)).status).toBe(200)
    expect((await post('farcaster/v1/channel/authenticate', body)).status).toBe(409)
    const second = await channel()
    const replay = await post('farcaster/v1/channel/authenticate', {
      ...body,
      channelToken: second.channelToken,
    })
    expect(replay.status).toBe(401)
    const domain = await signSiwfMessage(second.url, devFarcasterUser.custodyKey, farcaster.fid, {
      domain: 'evil.test',
    })
    expect((await post('farcaster/v1/channel/authenticate', { ...domain, fid: farcaster.fid })).status).toBe(
      401,
    )
  })

  it('expires a channel: the app is refused, the status says expired; a rejection reaches the status; a completed one signs in once', async () => {
    const open = await channel()
    clock += 61_000
    try {
      expect((await answer(open.url)).body).toEqual({ error: 'This Farcaster sign-in expired: start again' })
      expect((await status(open.channelToken)).body).toEqual({ state: 'expired' })
    } finally {
      clock -= 61_000
    }
    const raced = await channel()
    const polls = [status(raced.channelToken), status(raced.channelToken)]
    expect((await answer(raced.url)).status).toBe(200)
    const settled = await Promise.all(polls)
    expect(settled.map((poll) => poll.status).sort()).toEqual([200, 404])
    const declined = await channel()
    expect((await answer(declined.url, { reject: true })).body).toEqual({ state: 'rejected' })
    expect((await status(declined.channelToken)).body).toEqual({ state: 'rejected' })
  })

  it('refuses an origin the project does not allow, malformed tokens and bodies', async () => {
    expect(
      (await post('auth/v1/farcaster/channel', { deviceId: deviceA, origin: 'http://evil.test' })).status,
    ).toBe(400)
    expect((await post('auth/v1/farcaster/status', { deviceId: deviceA, channelToken: 'x' })).status).toBe(
      400,
    )
    expect((await post('farcaster/v1/channel/reject', { channelToken: 'a'.repeat(43) })).status).toBe(404)
    expect((await post('farcaster/v1/channel/authenticate', [])).status).toBe(400)
  })
})
