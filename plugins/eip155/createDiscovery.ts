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
  /** The wallet of a connector id; with `name`, a wallet sharing its rdns under another name never stands in for it. */
  find(id: string, name?: string): DiscoveredWallet | undefined
  waitFor(id: string, ms: number, name?: string): Promise<DiscoveredWallet | undefined>
  stop(): void
}

const maxWallets = 64

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '')

const isProvider = (value: unknown): value is Eip1193Provider => {
  try {
    return (
      typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
    )
  } catch {
    return false
  }
}

const readDetail = (detail: unknown) => {
  try {
    const { info, provider } = detail as Eip6963ProviderDetail
    if (typeof info !== 'object' || info === null || !isProvider(provider)) return undefined
    const { uuid, name, icon, rdns } = info
    return {
      uuid: text(uuid, 128),
      name: typeof name === 'string' ? name.slice(0, 64) : '',
      icon: typeof icon === 'string' ? icon : '',
      rdns: text(rdns, 255),
      provider,
    }
  } catch {
    return undefined
  }
}

const fingerprintOf = (rdns: string, name: string, icon: string) => {
  const seen = `${name}\n${icon.slice(0, 8192)}`
  let hash = 0x811c9dc5
  for (let i = 0; i < seen.length; i++) hash = Math.imul(hash ^ seen.charCodeAt(i), 0x01000193)
  return `${rdns}~${(hash >>> 0).toString(36)}`
}

/**
 * EIP-6963 discovery keyed by uuid, so a wallet announcing another's rdns never hides it: the first of an rdns gets
 * the rdns as id, later ones the rdns plus an FNV-1a hash of name and icon; plus the legacy injected provider unless an
 * announced wallet claims it.
 */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const announced = new Map<string, { readonly wallet: DiscoveredWallet; readonly fingerprint: string }>()
  const listeners = new Set<() => void>()
  const taken = (id: string) => [...announced.values()].some(({ wallet }) => wallet.id === id)
  const add = (detail: unknown) => {
    const read = readDetail(detail)
    if (!read || announced.size >= maxWallets) return
    const { uuid, name, icon, rdns, provider } = read
    const key = uuid || rdns
    if (!key || announced.has(key)) return
    const fingerprint = rdns ? fingerprintOf(rdns, name, icon) : ''
    const id = [rdns || uuid, fingerprint, `${rdns}~${uuid}`].find(
      (candidate) => candidate && !taken(candidate),
    )
    if (!id) return
    announced.set(key, {
      fingerprint,
      wallet: {
        id,
        name: name || rdns || uuid,
        type: 'announced',
        ...(icon ? { icon } : {}),
        ...(rdns ? { rdns } : {}),
        provider,
      },
    })
    for (const listener of [...listeners]) listener()
  }
  const injected = (): DiscoveredWallet | undefined => {
    try {
      const provider = options.injected?.()
      if (!isProvider(provider)) return undefined
      const rdns = injectedRdns(provider)
      for (const { wallet } of announced.values())
        if (wallet.provider === provider || (rdns && wallet.rdns === rdns)) return undefined
      return { id: 'injected', name: 'Browser Wallet', type: 'injected', provider }
    } catch {
      return undefined
    }
  }
  const list = () => {
    const wallets = [...announced.values()].map(({ wallet }) => wallet)
    const legacy = injected()
    return legacy ? [...wallets, legacy] : wallets
  }
  const onAnnounce = (event: Event) => add((event as CustomEvent<unknown>).detail)
  for (const detail of options.providers ?? []) add(detail)
  options.target?.addEventListener('eip6963:announceProvider', onAnnounce)
  options.target?.dispatchEvent(new Event('eip6963:requestProvider'))
  const discovery: Discovery = {
    list,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    find(id, name) {
      const wallets = list()
      const byFingerprint = [...announced.values()].find((item) => item.fingerprint === id)?.wallet
      const found = byFingerprint ?? wallets.find((wallet) => wallet.id === id)
      if (name === undefined || !found?.rdns || found.name === name) return found
      return wallets.find((wallet) => wallet.rdns === found.rdns && wallet.name === name)
    },
    waitFor(id, ms, name) {
      const found = discovery.find(id, name)
      if (found || ms <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          off()
          resolve(discovery.find(id, name))
        }
        const timer = setTimeout(done, ms)
        const off = discovery.subscribe(() => {
          if (discovery.find(id, name)) done()
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
