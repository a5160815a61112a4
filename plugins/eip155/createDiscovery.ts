import type { DiscoveredWallet } from './DiscoveredWallet.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import type { Eip6963ProviderDetail } from './Eip6963ProviderDetail.js'
import { injectedRdns } from './injectedRdns.js'

/** Where EIP-6963 events are dispatched: window in a browser, any EventTarget elsewhere. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

export interface DiscoveryOptions {
  readonly target?: DiscoveryTarget | undefined
  readonly providers?: readonly Eip6963ProviderDetail[] | undefined
  readonly injected?: (() => unknown) | undefined
}

export interface Discovery {
  list(): readonly DiscoveredWallet[]
  subscribe(listener: () => void): () => void
  find(id: string): DiscoveredWallet | undefined
  waitFor(id: string, ms: number): Promise<DiscoveredWallet | undefined>
  stop(): void
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'

/** EIP-6963 discovery, deduplicated by rdns, plus the legacy injected provider when no announced wallet claims it. */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const announced = new Map<string, DiscoveredWallet>()
  const listeners = new Set<() => void>()
  const add = (detail: Eip6963ProviderDetail | undefined) => {
    const info = detail?.info
    if (!info || !isProvider(detail.provider)) return
    const id = info.rdns || info.uuid
    if (!id || announced.has(id)) return
    announced.set(id, {
      id,
      name: info.name || id,
      type: 'announced',
      ...(info.icon ? { icon: info.icon } : {}),
      ...(info.rdns ? { rdns: info.rdns } : {}),
      provider: detail.provider,
    })
    for (const listener of [...listeners]) listener()
  }
  const injected = (): DiscoveredWallet | undefined => {
    const provider = options.injected?.()
    if (!isProvider(provider)) return undefined
    const wallets = [...announced.values()]
    const rdns = injectedRdns(provider)
    if (wallets.some((wallet) => wallet.provider === provider || (rdns && wallet.rdns === rdns))) return
    return { id: 'injected', name: 'Browser Wallet', type: 'injected', provider }
  }
  const list = () => {
    const legacy = injected()
    return legacy ? [...announced.values(), legacy] : [...announced.values()]
  }
  const onAnnounce = (event: Event) => add((event as CustomEvent<Eip6963ProviderDetail>).detail)
  for (const detail of options.providers ?? []) add(detail)
  options.target?.addEventListener('eip6963:announceProvider', onAnnounce)
  options.target?.dispatchEvent(new Event('eip6963:requestProvider'))
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
      options.target?.removeEventListener('eip6963:announceProvider', onAnnounce)
      listeners.clear()
    },
  }
  return discovery
}
