import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { InjectedSolanaProvider } from './InjectedSolanaProvider.js'
import { injectedName } from './injectedName.js'
import type { StandardEventsFeature, StandardRegistryApi, StandardWallet } from './StandardWallet.js'

/** Where Wallet Standard events are exchanged: window in a browser, any EventTarget elsewhere. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

export interface DiscoveryOptions {
  readonly target?: DiscoveryTarget | undefined
  readonly wallets?: readonly StandardWallet[] | undefined
  readonly injected?: (() => unknown) | undefined
}

export interface Discovery {
  list(): readonly DiscoveredSolanaWallet[]
  subscribe(listener: () => void): () => void
  find(id: string): DiscoveredSolanaWallet | undefined
  waitFor(id: string, ms: number): Promise<DiscoveredSolanaWallet | undefined>
  stop(): void
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const maxWallets = 64

const readStandard = (wallet: StandardWallet): DiscoveredSolanaWallet | undefined => {
  try {
    const { name, icon, chains, features } = wallet
    const connect = (features?.['standard:connect'] as { connect?: unknown } | undefined)?.connect
    const solana =
      Array.isArray(chains) &&
      chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    const shown = typeof name === 'string' ? name.slice(0, 64) : ''
    if (typeof connect !== 'function' || !solana || !shown) return undefined
    return {
      id: shown,
      name: shown,
      type: 'announced',
      ...(typeof icon === 'string' && icon ? { icon } : {}),
      standard: wallet,
    }
  } catch {
    return undefined
  }
}

const isInjected = (value: unknown): value is InjectedSolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InjectedSolanaProvider).connect === 'function' &&
  (typeof (value as InjectedSolanaProvider).signTransaction === 'function' ||
    typeof (value as InjectedSolanaProvider).signMessage === 'function')

/**
 * Wallet Standard discovery (the app side of wallet-standard:app-ready / register-wallet), wallets with
 * standard:connect and a solana chain, one per name; plus the legacy injected provider unless a standard wallet
 * of the same name claims it.
 */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const registered: StandardWallet[] = []
  const offs = new Map<StandardWallet, () => void>()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const api: StandardRegistryApi = Object.freeze({
    register(...wallets: StandardWallet[]) {
      const added = wallets
        .filter(
          (wallet, index) => wallet && !registered.includes(wallet) && wallets.indexOf(wallet) === index,
        )
        .slice(0, Math.max(0, maxWallets - registered.length))
      for (const wallet of added) {
        registered.push(wallet)
        try {
          const events = wallet.features?.['standard:events'] as StandardEventsFeature | undefined
          const off = events?.on?.('change', (properties) => {
            if (properties?.chains || properties?.features) changed()
          })
          if (typeof off === 'function') offs.set(wallet, off)
        } catch {}
      }
      if (added.length > 0) changed()
      return () => {
        for (const wallet of added) {
          const index = registered.indexOf(wallet)
          if (index >= 0) registered.splice(index, 1)
          try {
            offs.get(wallet)?.()
          } catch {}
          offs.delete(wallet)
        }
        if (added.length > 0) changed()
      }
    },
  })
  const standard = (): DiscoveredSolanaWallet[] => {
    const found: DiscoveredSolanaWallet[] = []
    for (const wallet of registered) {
      const read = readStandard(wallet)
      if (read && !found.some((item) => same(item.name, read.name))) found.push(read)
    }
    return found
  }
  const injected = (claimed: readonly DiscoveredSolanaWallet[]): DiscoveredSolanaWallet | undefined => {
    try {
      const provider = options.injected?.()
      if (!isInjected(provider)) return undefined
      const name = injectedName(provider)
      if (name && claimed.some((wallet) => same(wallet.name, name))) return undefined
      return name
        ? { id: name, name, type: 'injected', injected: provider }
        : { id: 'solana-injected', name: 'Browser Wallet', type: 'injected', injected: provider }
    } catch {
      return undefined
    }
  }
  const list = () => {
    const wallets = standard()
    const legacy = injected(wallets)
    return legacy ? [...wallets, legacy] : wallets
  }
  const onRegister = (event: Event) => {
    try {
      const callback = (event as CustomEvent<unknown>).detail
      if (typeof callback === 'function') callback(api)
    } catch {}
  }
  for (const wallet of options.wallets ?? []) api.register(wallet)
  options.target?.addEventListener('wallet-standard:register-wallet', onRegister)
  options.target?.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  const discovery: Discovery = {
    list,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    find: (id) => list().find((wallet) => wallet.id === id),
    waitFor(id, ms) {
      const found = discovery.find(id)
      if (found || ms <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          off()
          resolve(discovery.find(id))
        }
        const timer = setTimeout(done, ms)
        const off = discovery.subscribe(() => {
          if (discovery.find(id)) done()
        })
      })
    },
    stop() {
      options.target?.removeEventListener('wallet-standard:register-wallet', onRegister)
      for (const off of offs.values())
        try {
          off()
        } catch {}
      offs.clear()
      listeners.clear()
    },
  }
  return discovery
}
