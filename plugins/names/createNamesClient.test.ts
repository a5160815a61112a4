import { afterEach, describe, expect, it, vi } from 'vitest'
import { coinTypeOf } from './coinTypeOf.js'
import { createNamesClient } from './createNamesClient.js'
import { nameProblem } from './nameProblem.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const alice = {
  name: 'alice.gangway.id',
  registered: 1,
  updated: 1,
  addresses: { '60': { address: owner, created: 1 } },
  attributes: { avatar: 'https://example.com/a.png' },
}

function client(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: string[] = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new URL(String(url)).pathname)
    return answer(String(url), init)
  }) as unknown as typeof globalThis.fetch
  const names = createNamesClient(
    { endpoints: { api: 'https://api.test' } as never, projectId: 'p1', fetch },
    '.gangway.id',
  )
  return { names, calls }
}

afterEach(() => vi.useRealTimers())

describe('the name rules', () => {
  it('wants at least 4 characters of letters, digits and hyphen', () => {
    expect(['abc', 'abcd', 'a-b-1', 'ab_c', 'ab.c', 'ünïc', 'A'.repeat(64)].map(nameProblem)).toEqual([
      'short',
      undefined,
      undefined,
      'characters',
      'characters',
      'characters',
      'long',
    ])
  })

  it('gives ENSIP-11 coin types: 60 on mainnet, 0x80000000 | id elsewhere, none from 2^31', () => {
    expect([coinTypeOf(1), coinTypeOf(31337)]).toEqual([60, 0x80007a69])
    expect(() => coinTypeOf(2 ** 31)).toThrow('Invalid chainId')
  })
})

describe('the names client', () => {
  it('keeps a lookup 5 minutes, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { names, calls } = client(() => json(alice))
    expect(await names.resolve('ALICE.gangway.id')).toMatchObject({
      address: owner,
      avatar: alice.attributes.avatar,
    })
    await names.resolve('alice.gangway.id')
    expect(calls).toEqual(['/v1/profile/account/alice.gangway.id'])
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1)
    await names.resolve('alice.gangway.id')
    expect(calls).toHaveLength(2)
  })

  it('says nobody has a name on 404, and "Error resolving name" on a malformed or oversized answer', async () => {
    expect(
      await client(() => json({ error: 'Name not found' }, 404)).names.resolve('nobody.gangway.id'),
    ).toBe(undefined)
    await expect(
      client(() => json({ name: 'alice.gangway.id' })).names.resolve('alice.gangway.id'),
    ).rejects.toThrow('Error resolving name')
    const huge = { ...alice, attributes: { pad: 'x'.repeat(70 * 1024) } }
    await expect(client(() => json(huge)).names.resolve('alice.gangway.id')).rejects.toThrow(
      'Error resolving name',
    )
    await expect(
      client(() => json({ ...alice, name: 'alice.evil.id' })).names.resolve('alice.gangway.id'),
    ).rejects.toThrow('Error resolving name')
    const quiet = client(() => json(alice))
    await expect(quiet.names.resolve('x'.repeat(300))).rejects.toThrow('Error resolving name')
    await expect(quiet.names.suggestions('x'.repeat(64))).rejects.toThrow('Error fetching name suggestions')
    expect(quiet.calls).toEqual([])
  })

  it('stops waiting when the caller cancels (a newer keystroke)', async () => {
    const { names } = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const controller = new AbortController()
    const pending = names.suggestions('alice', controller.signal)
    controller.abort(new Error('typed on'))
    await expect(pending).rejects.toThrow('typed on')
  })

  it("registers and prefers the service's reason; the name's lookups are fresh afterwards", async () => {
    const refused = client(() => json({ error: 'Invalid signature' }, 401)).names
    const registration = {
      coinType: 60,
      address: owner,
      message: JSON.stringify({ name: 'alice.gangway.id', attributes: {}, timestamp: 1 }),
      signature: `0x${'ab'.repeat(65)}`,
    }
    const failure = await refused.register(registration).catch((error: unknown) => error)
    expect(failure).toMatchObject({ shortMessage: 'Error registering name alice.gangway.id' })
    expect(
      (failure as { walk(fn: (e: unknown) => boolean): unknown }).walk(
        (e) => (e as { reason?: string }).reason === 'Invalid signature',
      ),
    ).toBeTruthy()
    let registered = false
    const { names, calls } = client((url, init) => {
      if (init?.method === 'POST') {
        registered = true
        return json(alice)
      }
      if (url.includes('/reverse/')) return json(registered ? [alice] : [])
      return json({ suggestions: [] })
    })
    expect(await names.reverse(owner)).toEqual([])
    await names.register(registration)
    expect((await names.reverse(owner)).map((entry) => entry.name)).toEqual(['alice.gangway.id'])
    expect(await names.resolve('alice.gangway.id')).toMatchObject({ name: 'alice.gangway.id' })
    expect(calls.filter((path) => path.startsWith('/v1/profile/account'))).toEqual(['/v1/profile/account'])
  })
})
