import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './test/startServer.js'

const dir = mkdtempSync(join(tmpdir(), 'gangway-names-'))
const alice = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const bob = privateKeyToAccount(`0x${'b2'.repeat(32)}`)
const coinType = (0x80000000 | 31337) >>> 0
let api: Awaited<ReturnType<typeof startServer>>

const start = () =>
  startServer({ projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1'] }], database: { dataDir: dir } })
const get = async (path: string) => {
  const response = await fetch(
    `${api.url}/gangway/api/v1/profile/${path}${path.includes('?') ? '&' : '?'}projectId=p1`,
  )
  return { status: response.status, json: (await response.json()) as unknown }
}
const register = async (
  signer: typeof alice,
  name: string,
  options: { address?: string; timestamp?: number; attributes?: Record<string, string> } = {},
) => {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${api.url}/gangway/api/v1/profile/account?projectId=p1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: options.address ?? signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  api = await start()
})
afterAll(async () => {
  await api?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the name service', () => {
  it('registers a name signed by its address, resolves it both ways and keeps it across a restart', async () => {
    const registered = await register(alice, 'alice-01.gangway.id', {
      attributes: { avatar: 'https://example.com/a.png' },
    })
    expect(registered).toMatchObject({
      status: 200,
      json: {
        name: 'alice-01.gangway.id',
        addresses: { [String(coinType)]: { address: alice.address } },
        attributes: { avatar: 'https://example.com/a.png' },
      },
    })
    await api.stop()
    api = await start()
    expect(await get('account/alice-01.gangway.id')).toMatchObject({
      status: 200,
      json: { name: 'alice-01.gangway.id', addresses: { [String(coinType)]: { address: alice.address } } },
    })
    expect(await get('account/ALICE-01')).toMatchObject({
      status: 200,
      json: { name: 'alice-01.gangway.id' },
    })
    const reverse = await get(`reverse/${alice.address.toLowerCase()}`)
    expect(reverse.status).toBe(200)
    expect((reverse.json as { name: string }[]).map((entry) => entry.name)).toEqual(['alice-01.gangway.id'])
    expect(await get(`reverse/${bob.address}`)).toEqual({ status: 200, json: [] })
    expect(await get('account/nobody.gangway.id')).toEqual({ status: 404, json: { error: 'Name not found' } })
  })

  it('refuses a name held by another address, a signature by another key, an old message and broken rules', async () => {
    expect((await register(alice, 'taken-name')).status).toBe(200)
    expect(await register(bob, 'taken-name')).toEqual({
      status: 409,
      json: { error: 'Name is already registered' },
    })
    expect(await register(bob, 'bobs-name', { address: alice.address })).toEqual({
      status: 401,
      json: { error: 'Invalid signature' },
    })
    expect(await get('account/bobs-name.gangway.id')).toMatchObject({ status: 404 })
    expect(await register(bob, 'bobs-name', { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toEqual({
      status: 400,
      json: { error: 'Message expired: sign a new one' },
    })
    const rule = {
      status: 400,
      json: { error: 'Invalid name: at least 4 characters, letters, digits and hyphen only' },
    }
    expect(await register(bob, 'bob')).toEqual(rule)
    expect(await register(bob, 'bob_smith')).toEqual(rule)
    expect(await register(bob, 'bob.smith')).toEqual(rule)
    expect((await register(bob, 'bob-smith-2')).status).toBe(200)
    expect((await register(alice, 'taken-name', { attributes: { bio: 'mine still' } })).json).toMatchObject({
      attributes: { bio: 'mine still' },
    })
  })

  it('suggests the name asked (taken or not) and free ones beside it, in the service zone only', async () => {
    expect(await get('suggestions/taken-name?zone=gangway.id')).toEqual({
      status: 200,
      json: {
        suggestions: [
          { name: 'taken-name.gangway.id', registered: true },
          { name: 'taken-name1.gangway.id', registered: false },
          { name: 'taken-name2.gangway.id', registered: false },
          { name: 'taken-name3.gangway.id', registered: false },
          { name: 'taken-name4.gangway.id', registered: false },
        ],
      },
    })
    const fresh = (await get('suggestions/Fresh Name!')).json as { suggestions: unknown[] }
    expect(fresh.suggestions[0]).toEqual({ name: 'freshname.gangway.id', registered: false })
    expect((await get('suggestions/abc?zone=reown.id')).status).toBe(400)
  })
})
