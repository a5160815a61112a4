import { sanitizeWalletEntry } from './sanitizeWalletEntry.js'
import type { WalletPage } from './WalletPage.js'
import { walletList } from './walletList.js'

/**
 * An untrusted GET /getWallets answer made safe for state: at most the `entries` asked for (never more
 * than the largest page the widget asks), valid entries only, unique by id (first wins), and `count`
 * a non-negative integer no smaller than the entries kept; `imageSprites` kept only as an integer of 2-100.
 */
export function sanitizeWalletPage(body: unknown, entries: number): WalletPage {
  const limit = Number.isFinite(entries)
    ? Math.min(walletList.searchSize, Math.max(0, Math.floor(entries)))
    : 0
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const list = Array.isArray(raw.data) ? raw.data : []
  const data: WalletPage['data'][number][] = []
  const seen = new Set<string>()
  for (const item of list) {
    if (data.length >= limit) break
    const wallet = sanitizeWalletEntry(item)
    if (wallet === undefined || seen.has(wallet.id)) continue
    seen.add(wallet.id)
    data.push(wallet)
  }
  const count =
    typeof raw.count === 'number' && Number.isSafeInteger(raw.count) && raw.count >= 0
      ? Math.max(raw.count, data.length)
      : data.length
  const sprites = raw.imageSprites
  return typeof sprites === 'number' && Number.isSafeInteger(sprites) && sprites >= 2 && sprites <= 100
    ? { data, count, imageSprites: sprites }
    : { data, count }
}
