import type { DiscoveredPolkadotWallet } from './DiscoveredPolkadotWallet.js'
import type { InjectedWeb3Source } from './InjectedWeb3Source.js'

const maxSources = 32
const sourceKey = /^[\w.-]{1,64}$/
const rdnsShape = /^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63}){1,7}$/i
const known: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined

const readOne = (container: object, key: string): DiscoveredPolkadotWallet | undefined => {
  try {
    if (!sourceKey.test(key)) return undefined
    const entry = (container as Record<string, unknown>)[key]
    if (typeof entry !== 'object' || entry === null) return undefined
    const source = entry as InjectedWeb3Source
    if (typeof source.enable !== 'function') return undefined
    const rdns = text(source.rdns, 255)
    const icon = text(source.icon, 262_144)
    return {
      id: key,
      name: text(source.name, 64) ?? known[key] ?? key,
      ...(icon ? { icon } : {}),
      ...(rdns && rdnsShape.test(rdns) ? { rdns: rdns.toLowerCase() } : {}),
      source,
    }
  } catch {
    return undefined
  }
}

/** The wallets in a window.injectedWeb3 object, read defensively (throwing getters, odd keys, at most 32 sources). */
export function readInjectedWallets(injectedWeb3: unknown): DiscoveredPolkadotWallet[] {
  try {
    if (typeof injectedWeb3 !== 'object' || injectedWeb3 === null) return []
    const found: DiscoveredPolkadotWallet[] = []
    for (const key of Object.keys(injectedWeb3).slice(0, maxSources)) {
      const wallet = readOne(injectedWeb3, key)
      if (wallet) found.push(wallet)
    }
    return found
  } catch {
    return []
  }
}
