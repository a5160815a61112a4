import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient, type WalletEntry } from '../../entries/plugin.js'
import { fetchWallets } from './fetchWallets.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'

const hostile = [
  {
    id: 'evil',
    name: 'Evil Wallet',
    image_id: '../../../getWallets?x=1',
    rdns: 'evil.example',
    mobile_link: 'javascript://%0awindow.__pwned=1//',
    desktop_link: '\u0000 java\tscript:alert(1)',
    webapp_link: 'data:text/html,<script>alert(1)</script>',
    chains: ['eip155:1'],
  },
  {
    id: 'files',
    name: 'File Wallet',
    mobile_link: 'file:///etc/passwd',
    desktop_link: 'vbscript:msgbox(1)',
    webapp_link: 'rainbow://not-a-web-app',
  },
  {
    id: 'good',
    name: 'Good Wallet',
    image_id: 'img-good',
    mobile_link: 'good:',
    desktop_link: 'https://link.good.example/app',
    webapp_link: 'https://app.good.example',
    secret: 'dropped',
  },
  { id: 7, name: 'Not an id' },
] as unknown as WalletEntry[]

let server: DirectoryServer
beforeAll(async () => {
  server = await startDirectoryServer(hostile)
})
afterAll(() => server.close())

describe('fetchWallets with a hostile directory', () => {
  it('keeps only links that pass the URL policy and plain image ids', async () => {
    const client = createHttpClient({
      baseUrl: server.url,
      sdkType: 'gangway',
      sdkVersion: '0.1.0',
      retries: 0,
    })
    const page = await fetchWallets(client, { page: 1, entries: 40 })
    expect(page.data).toEqual([
      { id: 'evil', name: 'Evil Wallet', rdns: 'evil.example', chains: ['eip155:1'] },
      { id: 'files', name: 'File Wallet' },
      {
        id: 'good',
        name: 'Good Wallet',
        image_id: 'img-good',
        mobile_link: 'good:',
        desktop_link: 'https://link.good.example/app',
        webapp_link: 'https://app.good.example',
      },
    ])
  })
})
