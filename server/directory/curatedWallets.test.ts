import { describe, expect, it } from 'vitest'
import { toWalletEntry } from '../../core/config/toWalletEntry.js'
import { isCaipNetworkId } from '../../core/index.js'
import { safeUrl, type WalletEntry } from '../../entries/plugin.js'
import { sanitizeWalletEntry } from '../../plugins/connect/sanitizeWalletEntry.js'
import { formatWalletLink } from '../../plugins/walletconnect/formatWalletLink.js'
import { curatedWallets } from './curatedWallets.js'

const ENTRY_KEYS = ['id', 'name', 'image_id', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'chains']
const served = (wallet: object): WalletEntry =>
  Object.fromEntries(
    Object.entries(wallet).filter(([key]) => ENTRY_KEYS.includes(key)),
  ) as unknown as WalletEntry

describe('curatedWallets', () => {
  it('lists at least 40 well-known wallets under unique lowercase slugs and unique names', () => {
    expect(curatedWallets.length).toBeGreaterThanOrEqual(40)
    const ids = curatedWallets.map((wallet) => wallet.id)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(ids).size).toBe(ids.length)
    const names = curatedWallets.map((wallet) => wallet.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    const rdns = curatedWallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const value of rdns) expect(value).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/)
    for (const name of [
      'MetaMask',
      'Phantom',
      'Rabby Wallet',
      'Coinbase Wallet',
      'Trust Wallet',
      'Rainbow',
      'OKX Wallet',
      'Zerion',
      'Ledger Live',
      'Uniswap Wallet',
      'Backpack',
      'Solflare',
      'Exodus',
      'Argent',
      'Safe{Wallet}',
      'Keplr',
      'Leap Wallet',
      'Talisman',
      'SubWallet',
      'Polkadot{.js}',
      'Xverse',
      'Leather',
      'UniSat Wallet',
    ])
      expect(curatedWallets.map((wallet) => wallet.name)).toContain(name)
  })

  it("passes the widget's sanitizer and its URL policy unchanged", () => {
    for (const wallet of curatedWallets) {
      const entry = served(wallet)
      expect(sanitizeWalletEntry(wallet), wallet.id).toEqual(entry)
      expect(toWalletEntry(wallet), wallet.id).toEqual(entry)
    }
  })

  it('gives every wallet valid CAIP-2 networks of the five namespaces, and covers each namespace', () => {
    const namespaces = new Set<string>()
    for (const wallet of curatedWallets) {
      expect(wallet.chains!.length, wallet.id).toBeGreaterThan(0)
      expect(new Set(wallet.chains).size, wallet.id).toBe(wallet.chains!.length)
      for (const chain of wallet.chains!) {
        expect(isCaipNetworkId(chain), chain).toBe(true)
        namespaces.add(chain.split(':')[0]!)
      }
    }
    expect([...namespaces].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
  })

  it('has native deep links from which the widget builds a pairing link, and only plain https pages', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    for (const wallet of curatedWallets) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link === undefined || link === null) continue
        expect(link, wallet.id).toMatch(/^[a-z][a-z0-9+.-]*:\/\/$/)
        expect(formatWalletLink(link, uri), wallet.id).toBe(`${link}wc?uri=${encodeURIComponent(uri)}`)
      }
      const pages = [wallet.homepage, wallet.universal_link, wallet.chrome_store, wallet.play_store]
      for (const page of pages.filter((value) => value !== undefined)) {
        const url = new URL(page)
        expect(url.protocol, page).toBe('https:')
        expect(safeUrl(page, 'web'), page).toBe(url.href)
      }
      if (wallet.chrome_store)
        expect(wallet.chrome_store).toMatch(/^https:\/\/chromewebstore\.google\.com\/detail\/[a-p]{32}$/)
      if (wallet.play_store)
        expect(wallet.play_store).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/)
    }
    expect(curatedWallets.find((wallet) => wallet.id === 'metamask')).toMatchObject({
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      universal_link: 'https://metamask.app.link',
    })
  })
})
