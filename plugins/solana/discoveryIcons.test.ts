import { describe, expect, it } from 'vitest'
import { createDiscovery } from './createDiscovery.js'
import type { StandardWallet } from './StandardWallet.js'

const standard = (name: string, icon: unknown): StandardWallet => ({
  version: '1.0.0',
  name,
  icon: icon as string,
  chains: ['solana:mainnet'],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  accounts: [],
})

describe('Wallet Standard discovery icons', () => {
  it('keeps data:image and https icons, drops script, html, file and oversized ones', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const discovery = createDiscovery({
      wallets: [
        standard('A', png),
        standard('B', 'https://wallet.example/icon.svg'),
        standard('C', 'javascript:alert(1)'),
        standard('D', 'data:text/html;base64,PHNjcmlwdD4='),
        standard('E', '\u0000\njavascript:alert(1)'),
        standard('F', 'blob:https://wallet.example/1'),
        standard('G', `data:image/svg+xml,${'<g/>'.repeat(70_000)}`),
      ],
    })
    expect(Object.fromEntries(discovery.list().map((wallet) => [wallet.id, wallet.icon]))).toEqual({
      A: png,
      B: 'https://wallet.example/icon.svg',
      C: undefined,
      D: undefined,
      E: undefined,
      F: undefined,
      G: undefined,
    })
    expect(
      discovery
        .list()
        .filter((wallet) => 'icon' in wallet)
        .map((wallet) => wallet.id),
    ).toEqual(['A', 'B'])
  })
})
