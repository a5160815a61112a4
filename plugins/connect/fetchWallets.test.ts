import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDirectoryClient, createHttpClient, HttpError } from '../../entries/plugin.js'
import { servesImageSprites } from './directorySprites.js'
import { fetchWallets } from './fetchWallets.js'
import { generateWallets } from './test/generateWallets.js'
import { hostileWalletAnswer } from './test/hostileWalletAnswer.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'

let server: DirectoryServer
beforeAll(async () => {
  server = await startDirectoryServer(generateWallets(300))
})
afterAll(() => server.close())
const client = () =>
  createHttpClient({ baseUrl: server.url, sdkType: 'gangway', sdkVersion: '0.1.0', retries: 0 })

describe('fetchWallets', () => {
  it('notes for its client whether the directory serves image sprites, and how many in one', async () => {
    const [mine, other] = [client(), client()]
    const query = { page: 1, entries: 3 }
    try {
      server.imageSprites = 40
      expect((await fetchWallets(mine, query)).imageSprites).toBe(40)
      expect([servesImageSprites(mine, 24), servesImageSprites(mine, 40)]).toEqual([true, true])
      expect(servesImageSprites(mine, 41)).toBe(false)
      expect(servesImageSprites(other, 2)).toBe(false)
      // an answer that no longer says so: none asked for again
      server.imageSprites = undefined
      expect((await fetchWallets(mine, query)).imageSprites).toBeUndefined()
      expect(servesImageSprites(mine, 2)).toBe(false)
    } finally {
      server.imageSprites = undefined
    }
  })

  it('sends page, entries, search, chains, include and exclude to GET /getWallets', async () => {
    const page = await fetchWallets(client(), {
      page: 2,
      entries: 3,
      search: '  vault ',
      chains: ['eip155:1'],
      include: [],
      exclude: ['id-w0002'],
    })
    expect(Object.fromEntries(server.requests.at(-1)!)).toEqual({
      st: 'gangway',
      sv: '0.1.0',
      page: '2',
      entries: '3',
      search: 'vault',
      chains: 'eip155:1',
      exclude: 'id-w0002',
    })
    expect(page.data.map((wallet) => wallet.id)).toEqual(['id-w0007', 'id-w0010', 'id-w0101'])
    expect(page.count).toBe(17)
    const included = await fetchWallets(client(), { page: 1, entries: 40, include: ['id-w0300', 'id-w0001'] })
    expect(included).toEqual({
      data: [expect.objectContaining({ id: 'id-w0001' }), expect.objectContaining({ id: 'id-w0300' })],
      count: 2,
    })
  })
})

describe('fetchWallets with a hostile directory', () => {
  afterEach(() => {
    server.answer = undefined
    vi.restoreAllMocks()
  })

  it('keeps at most the 40 entries asked for out of 5,000, valid and unique, with a sane count', async () => {
    server.answer = { body: hostileWalletAnswer(5_000) }
    const page = await fetchWallets(client(), { page: 1, entries: 40 })
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.length).toBeLessThanOrEqual(40)
    const ids = page.data.map((wallet) => wallet.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const wallet of page.data) {
      expect(wallet.id).toMatch(/^(id-w\d{4}|bad-fields|long-fields)$/)
      expect(wallet.name.length).toBeLessThanOrEqual(100)
      for (const value of Object.values(wallet))
        if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(2_048)
      for (const chain of wallet.chains ?? []) expect(chain.length).toBeLessThanOrEqual(64)
    }
    expect(page.data.find((wallet) => wallet.id === 'bad-fields')).toEqual({
      id: 'bad-fields',
      name: 'Bad fields',
    })
    expect(page.data.find((wallet) => wallet.id === 'long-fields')).toEqual({
      id: 'long-fields',
      name: 'Long fields',
      chains: [],
    })
    expect(page.count).toBe(page.data.length)
  })

  it('never keeps more than the largest page, whatever entries says', async () => {
    server.answer = { body: hostileWalletAnswer(5_000) }
    const page = await fetchWallets(client(), { page: 1, entries: 100_000 })
    expect(page.data.length).toBeLessThanOrEqual(100)
  })

  it.each([false, true])('refuses a 20 MB answer unparsed (chunked: %s)', async (chunked) => {
    const padding = 'p'.repeat(20 * 1024 * 1024)
    server.answer = { body: `{"data":[],"count":0,"padding":"${padding}"}`, chunked }
    const parse = vi.spyOn(JSON, 'parse')
    const directory = createDirectoryClient({
      endpoints: { directory: server.url } as never,
      projectId: 'p1',
      fetch: undefined,
    })
    const error = await fetchWallets(directory, { page: 1, entries: 40 }).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'size', message: 'Response too large' })
    expect(parse).not.toHaveBeenCalled()
  })
})
