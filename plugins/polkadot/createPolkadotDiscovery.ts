import type { DiscoveredPolkadotWallet } from './DiscoveredPolkadotWallet.js'
import { readInjectedWallets } from './readInjectedWallets.js'

export interface PolkadotDiscovery {
  list(): readonly DiscoveredPolkadotWallet[]
  find(id: string): DiscoveredPolkadotWallet | undefined
  /** Reads window.injectedWeb3 again, telling subscribers when the list changed. */
  refresh(): void
  subscribe(listener: () => void): () => void
  stop(): void
}

const keyOf = (list: readonly DiscoveredPolkadotWallet[]) =>
  JSON.stringify(list.map((wallet) => [wallet.id, wallet.name, wallet.rdns, wallet.icon?.length]))

/** Discovery of polkadot-js style extensions in `read()` (window.injectedWeb3), read again on load and on demand. */
export function createPolkadotDiscovery(read: () => unknown): PolkadotDiscovery {
  let wallets = readInjectedWallets(read())
  const listeners = new Set<() => void>()
  const refresh = () => {
    const next = readInjectedWallets(read())
    const changed = keyOf(next) !== keyOf(wallets)
    wallets = next
    if (changed) for (const listener of [...listeners]) listener()
  }
  const page = typeof window === 'undefined' ? undefined : window
  if (page && page.document?.readyState !== 'complete') page.addEventListener('load', refresh, { once: true })
  return {
    list: () => wallets,
    find(id) {
      refresh()
      return wallets.find((wallet) => wallet.id === id)
    },
    refresh,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      page?.removeEventListener('load', refresh)
      listeners.clear()
    },
  }
}
