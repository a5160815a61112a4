import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createEip155Plugin } from './createEip155Plugin.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

const provider = { request: async () => null } as unknown as Eip1193Provider
const announced = (rdns: string, icon: unknown) => ({
  info: { uuid: rdns, name: rdns, rdns, icon: icon as string },
  provider,
})
const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

describe('EIP-6963 wallet icons', () => {
  it('reach state only as data:image or https URLs: script, html, file and oversized ones are dropped', async () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    const gangway = createKernel(
      {
        projectId: 'test',
        networks: [
          {
            id: 31337,
            caipNetworkId: 'eip155:31337',
            chainNamespace: 'eip155',
            name: 'Devnet',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
          },
        ],
        plugins: [
          createEip155Plugin({
            target: null,
            injected: () => undefined,
            providers: [
              announced('a.svg', svg),
              announced('b.https', 'https://wallet.example/icon.png'),
              announced('c.js', 'javascript:alert(1)'),
              announced('d.html', 'data:text/html,<script>alert(1)</script>'),
              announced('e.tab', ' java\tscript:alert(1)'),
              announced('f.file', 'file:///etc/passwd'),
              announced('g.huge', `data:image/png;base64,${'A'.repeat(300_000)}`),
              announced('h.object', { toString: () => 'https://wallet.example/x.png' }),
            ],
          }),
        ],
        storage: createMemoryStorage(),
        remoteConfig: false,
      },
      { env: { origin: 'http://localhost:5173', isMobile: () => false } },
    )
    made.push(gangway)
    await gangway.ready
    const icons = gangway.stores.connectors
      .getState()
      .connectors.filter((connector) => connector.chain === 'eip155')
      .map((connector) => [connector.id, connector.imageUrl])
    expect(Object.fromEntries(icons)).toEqual({
      'a.svg': svg,
      'b.https': 'https://wallet.example/icon.png',
      'c.js': undefined,
      'd.html': undefined,
      'e.tab': undefined,
      'f.file': undefined,
      'g.huge': undefined,
      'h.object': undefined,
    })
  })
})
