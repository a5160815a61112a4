import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../../../core/index.js'
import { announceDevWallet } from '../wallet/announceDevWallet.js'
import { generateDevWallets } from './generateDevWallets.js'

describe('generateDevWallets', () => {
  const wallets = generateDevWallets()

  it('is deterministic per seed and holds a few hundred unique wallets', () => {
    expect(generateDevWallets()).toEqual(wallets)
    expect(generateDevWallets(420, 7).map((wallet) => wallet.name)).not.toEqual(wallets.map((w) => w.name))
    expect(wallets).toHaveLength(420)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(420)
    expect(new Set(wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(420)
    const rdns = wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(rdns.length).toBeGreaterThan(300)
    expect(generateDevWallets(50)).toEqual(wallets.slice(0, 50))
  })

  it('starts with the dev wallet under the name and rdns it announces', () => {
    const { info, uninstall } = announceDevWallet({ provider: {}, target: new EventTarget() })
    uninstall()
    expect(wallets[0]).toMatchObject({
      name: info.name,
      rdns: info.rdns,
      chains: ['eip155:31337', 'eip155:31338'],
    })
  })

  it('gives every made-up wallet an app.<name>.wallet rdns or none, example links, and valid CAIP-2 chains', () => {
    for (const wallet of wallets.slice(1)) {
      expect(wallet.rdns ?? 'app.x.wallet').toMatch(/^app\.[a-z0-9]+\.wallet$/)
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.image_id).toMatch(/^[0-9a-f]{32}$/)
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
    ])
      expect(chains).toContain(chain)
  })
})
