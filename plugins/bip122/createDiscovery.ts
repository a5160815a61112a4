import { safeUrl } from '../../entries/plugin.js'
import type { DiscoveredBitcoinWallet } from './DiscoveredBitcoinWallet.js'
import type { SatsProvider } from './SatsProvider.js'

const maxWallets = 32
const providerPath = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/
const forbidden = /(^|\.)(__proto__|prototype|constructor|window|self|top|parent|frames|opener)(\.|$)/
const rdnsPattern = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){1,7}$/
const xverseId = 'XverseProviders.BitcoinProvider'

const read = (item: unknown, key: string): unknown => {
  try {
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

const providerAt = (root: unknown, id: string): SatsProvider | undefined => {
  let node = root
  for (const part of id.split('.')) node = read(node, part)
  return typeof read(node, 'request') === 'function' ? (node as SatsProvider) : undefined
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

const imageOf = (value: unknown) => {
  const url = safeUrl(value, 'image')
  return url?.startsWith('data:image/') ? url : undefined
}

/**
 * The Bitcoin wallets on `target`: each well-formed entry of btc_providers (WBIP004: id, name, icon...) whose
 * id names a provider object with request(), then the Xverse provider object unless an entry already names it.
 * Entries are read defensively and capped; hostile ones (bad id, no provider, throwing getters) are dropped.
 */
export function createDiscovery(target: () => object | undefined) {
  const list = (): DiscoveredBitcoinWallet[] => {
    const root = target()
    if (!root) return []
    const found: DiscoveredBitcoinWallet[] = []
    const entries = read(root, 'btc_providers')
    let items: unknown[] = []
    try {
      items = Array.isArray(entries) ? entries.slice(0, maxWallets) : []
    } catch {}
    for (const entry of items) {
      const id = text(read(entry, 'id'), 200)
      const name = text(read(entry, 'name'), 64)
      if (!id || !name || !providerPath.test(id) || forbidden.test(id)) continue
      if (found.some((wallet) => wallet.id === id)) continue
      const provider = providerAt(root, id)
      if (!provider) continue
      const icon = imageOf(read(entry, 'icon'))
      const rdns = text(read(entry, 'rdns'), 200)?.toLowerCase()
      found.push({
        id,
        name,
        provider,
        ...(icon ? { icon } : {}),
        ...(rdns && rdnsPattern.test(rdns) ? { rdns } : {}),
      })
    }
    const xverse = providerAt(root, xverseId)
    if (xverse && !found.some((wallet) => wallet.id === xverseId || wallet.provider === xverse))
      found.push({ id: xverseId, name: 'Xverse', provider: xverse })
    return found
  }
  return { list, find: (id: string) => list().find((wallet) => wallet.id === id) }
}

/** What createDiscovery returns. */
export type Discovery = ReturnType<typeof createDiscovery>
