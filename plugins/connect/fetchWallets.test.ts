import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../core/kit/index.js'
import { fetchWallets } from './fetchWallets.js'
import { generateWallets } from './test/generateWallets.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'

let server: DirectoryServer
beforeAll(async () => {
  server = await startDirectoryServer(generateWallets(300))
})
afterAll(() => server.close())

describe('fetchWallets', () => {
  it('sends page, entries, search, chains, include and exclude to GET /getWallets', async () => {
    const client = createHttpClient({
      baseUrl: server.url,
      sdkType: 'gangway',
      sdkVersion: '0.1.0',
      retries: 0,
    })
    const page = await fetchWallets(client, {
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
    const included = await fetchWallets(client, { page: 1, entries: 40, include: ['id-w0300', 'id-w0001'] })
    expect(included).toEqual({
      data: [expect.objectContaining({ id: 'id-w0001' }), expect.objectContaining({ id: 'id-w0300' })],
      count: 2,
    })
  })
})
