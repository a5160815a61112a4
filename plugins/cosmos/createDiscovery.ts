import { safeUrl, waitForFound } from '../../entries/plugin.js'
import type { CosmosWallet } from './CosmosWallet.js'
import type { DiscoveredCosmosWallet } from './DiscoveredCosmosWallet.js'

/** Where the page says it finished loading (an extension may inject after DOMContentLoaded): window in a browser. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export interface DiscoveryOptions {
  /** The injected objects by source ('keplr', 'leap'), read on every list. */
  readonly injected: () => Readonly<Record<string, unknown>>
  readonly target?: DiscoveryTarget | undefined
}

export interface Discovery {
  list(): readonly DiscoveredCosmosWallet[]
  subscribe(listener: () => void): () => void
  find(id: string): DiscoveredCosmosWallet | undefined
  waitFor(id: string, ms: number): Promise<DiscoveredCosmosWallet | undefined>
  stop(): void
}

const names: Readonly<Record<string, string>> = { keplr: 'Keplr', leap: 'Leap' }
const rdnsPattern = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){1,5}$/i
const calls = ['enable', 'getKey', 'signArbitrary'] as const

const read = (source: string, value: unknown): DiscoveredCosmosWallet | undefined => {
  try {
    if (typeof value !== 'object' || value === null) return undefined
    const item = value as Record<string, unknown>
    if (calls.some((call) => typeof item[call] !== 'function')) return undefined
    const { name, rdns, icon } = item
    const shown = typeof name === 'string' && name.trim() ? name.trim().slice(0, 64) : names[source]
    const id = typeof rdns === 'string' && rdnsPattern.test(rdns) ? rdns : undefined
    const image = safeUrl(icon, 'image')
    if (!shown) return undefined
    return {
      id: id ?? source,
      name: shown,
      type: 'injected',
      ...(image ? { icon: image } : {}),
      ...(id ? { rdns: id } : {}),
      wallet: value as CosmosWallet,
    }
  } catch {
    return undefined
  }
}

/** Finds Keplr-compatible wallets injected in the page (`window.keplr`, `window.leap`), one per object, read defensively. */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const list = () => {
    const found: DiscoveredCosmosWallet[] = []
    let sources: [string, unknown][] = []
    try {
      sources = Object.entries(options.injected()).slice(0, 8)
    } catch {}
    for (const [source, value] of sources) {
      const wallet = read(source, value)
      if (wallet && !found.some((item) => item.wallet === wallet.wallet || item.id === wallet.id))
        found.push(wallet)
    }
    return found
  }
  options.target?.addEventListener('load', changed)
  const discovery: Discovery = {
    list,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    find: (id) => list().find((wallet) => wallet.id === id),
    waitFor: (id, ms) => waitForFound(() => discovery.find(id), discovery.subscribe, ms),
    stop() {
      options.target?.removeEventListener('load', changed)
      listeners.clear()
    },
  }
  return discovery
}
