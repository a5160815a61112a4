import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSolanaPlugin } from './createSolanaPlugin.js'
import type { StandardWallet } from './StandardWallet.js'

const standard = (name: string, icon: unknown): StandardWallet => ({
  version: '1.0.0',
  name,
  icon: icon as string,
  chains: ['solana:LocaLLocaLLocaLLocaLLocaLLocaL11'],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  accounts: [],
})
const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

describe('Wallet Standard wallet icons', () => {
  it('reach state only as data:image or https URLs: script, html, blob and oversized ones are dropped', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const gangway = createKernel(
      {
        projectId: 'test',
        networks: [
          {
            id: 'LocaLLocaLLocaLLocaLLocaLLocaL11',
            caipNetworkId: 'solana:LocaLLocaLLocaLLocaLLocaLLocaL11',
            chainNamespace: 'solana',
            name: 'Local Solana',
            nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
            rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
          },
        ],
        plugins: [
          createSolanaPlugin({
            target: null,
            injected: () => undefined,
            wallets: [
              standard('A', png),
              standard('B', 'https://wallet.example/icon.svg'),
              standard('C', 'javascript:alert(1)'),
              standard('D', 'data:text/html;base64,PHNjcmlwdD4='),
              standard('E', '\u0000\njavascript:alert(1)'),
              standard('F', 'blob:https://wallet.example/1'),
              standard('G', `data:image/svg+xml,${'<g/>'.repeat(70_000)}`),
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
      .connectors.filter((connector) => connector.chain === 'solana')
      .map((connector) => [connector.id, connector.imageUrl])
    expect(Object.fromEntries(icons)).toEqual({
      A: png,
      B: 'https://wallet.example/icon.svg',
      C: undefined,
      D: undefined,
      E: undefined,
      F: undefined,
      G: undefined,
    })
  })
})
