import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../../core/index.js'
import { sanitizeWalletEntry } from '../../plugins/connect/sanitizeWalletEntry.js'
import { generateDirectoryWallets } from './generateDirectoryWallets.js'

describe('generateDirectoryWallets', () => {
  const wallets = generateDirectoryWallets()

  it('makes 5,000 unique wallets by default, the same list for the same seed', () => {
    expect(wallets).toHaveLength(5_000)
    expect(generateDirectoryWallets()).toEqual(wallets)
    expect(generateDirectoryWallets(300)).toEqual(wallets.slice(0, 300))
    const reseeded = generateDirectoryWallets(300, { seed: 7 })
    expect(reseeded.map((wallet) => wallet.name)).not.toEqual(wallets.slice(0, 300).map((w) => w.name))
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(5_000)
    expect(new Set(wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(5_000)
    const rdns = wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(rdns.length).toBeGreaterThan(4_000)
  })

  it('puts `first` ahead as given and keeps names unique against it', () => {
    const first = [{ id: 'mine', name: wallets[3]!.name, chains: ['eip155:1'] }]
    const list = generateDirectoryWallets(10, { first })
    expect(list[0]).toBe(first[0])
    expect(list).toHaveLength(10)
    expect(list.slice(1).map((wallet) => wallet.name)).not.toContain(wallets[3]!.name)
    expect(generateDirectoryWallets(0, { first })).toEqual([])
  })

  it('gives entries that the widget keeps unchanged: valid CAIP-2 chains, example links, app.<name>.wallet rdns', () => {
    for (const wallet of wallets) {
      expect(sanitizeWalletEntry(wallet)).toEqual(wallet)
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.image_id).toMatch(/^[0-9a-f]{32}$/)
      expect(wallet.rdns ?? 'app.x.wallet').toMatch(/^app\.[a-z0-9]+\.wallet$/)
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])
        if (link?.startsWith('http')) expect(new URL(link).hostname).toMatch(/\.example$/)
      expect(wallet.chains!.length).toBeGreaterThan(0)
      for (const chain of wallet.chains!) expect(isCaipNetworkId(chain), chain).toBe(true)
    }
    const chains = new Set(wallets.flatMap((wallet) => wallet.chains ?? []))
    for (const chain of [
      'eip155:1',
      'eip155:8453',
      'eip155:31337',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
      'cosmos:cosmoshub-4',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ])
      expect(chains).toContain(chain)
  })
})
