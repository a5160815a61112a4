import { isChainNamespace } from '../caip/isChainNamespace.js'
import { LAST_USED_CHAIN_DEFAULT, RECENT_WALLETS_LIMIT } from '../config/defaults.js'
import type { AccountStatus } from '../types/Account.js'
import type { WalletEntry } from '../types/Connector.js'
import type { PersistedKey, PersistedValues } from './PersistedValues.js'

/** How one key is stored: its default, and a parser that returns undefined for anything invalid. */
interface KeyCodec<T> {
  readonly fallback: T
  /** Turns a value (from storage or from a caller) into a valid one, or undefined. */
  readonly normalize: (value: unknown) => T | undefined
  readonly decode: (raw: string) => unknown
  readonly encode: (value: T) => string
}

const MAX_TEXT = 512
const STATUSES: readonly AccountStatus[] = ['connecting', 'connected', 'disconnected']
const WALLET_TEXT_FIELDS = ['image_id', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link'] as const

const json = {
  decode: (raw: string): unknown => JSON.parse(raw),
  encode: (value: unknown) => JSON.stringify(value),
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, max = MAX_TEXT): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

function nullable<T>(normalize: (value: unknown) => T | undefined): (value: unknown) => T | null | undefined {
  return (value) => (value === null ? null : normalize(value))
}

function namespaceMap<T>(
  value: unknown,
  entry: (item: unknown) => T | undefined,
): Partial<Record<string, T>> | undefined {
  if (!isRecord(value)) return undefined
  const result: Partial<Record<string, T>> = {}
  for (const [namespace, raw] of Object.entries(value)) {
    const item = isChainNamespace(namespace) ? entry(raw) : undefined
    if (item !== undefined) result[namespace] = item
  }
  return result
}

/** The shape of a stored wallet entry; its links and image pass the URL policy when it enters state (toWalletEntry). */
function wallet(value: unknown): WalletEntry | undefined {
  if (!isRecord(value)) return undefined
  const id = text(value.id, 256)
  const name = text(value.name, 256)
  if (id === undefined || name === undefined) return undefined
  const entry: Record<string, unknown> = { id, name }
  for (const field of WALLET_TEXT_FIELDS) {
    const fieldValue = value[field]
    if (fieldValue === null || text(fieldValue, 2_048) !== undefined) entry[field] = fieldValue
  }
  if (Array.isArray(value.chains))
    entry.chains = value.chains.filter((chain) => text(chain, 128) !== undefined).slice(0, 256)
  return entry as unknown as WalletEntry
}

function recentWallets(value: unknown): readonly WalletEntry[] | undefined {
  if (!Array.isArray(value)) return undefined
  const result: WalletEntry[] = []
  for (const item of value) {
    const entry = wallet(item)
    if (entry && !result.some((known) => known.id === entry.id)) result.push(entry)
    if (result.length === RECENT_WALLETS_LIMIT) break
  }
  return result
}

function define<T>(codec: KeyCodec<T>): KeyCodec<T> {
  return codec
}

/** Storage codec of every persisted key. */
export const persistedKeys: { readonly [K in PersistedKey]: KeyCodec<PersistedValues[K]> } = {
  emailLoginUsed: define({
    ...json,
    fallback: false,
    normalize: (v) => (typeof v === 'boolean' ? v : undefined),
  }),
  email: define({
    ...json,
    fallback: null,
    normalize: nullable((v) => {
      const email = text(v, 254)
      return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined
    }),
  }),
  lastUsedChain: define<number | string>({
    ...json,
    fallback: LAST_USED_CHAIN_DEFAULT,
    normalize: (v) =>
      (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) ||
      (typeof v === 'string' && /^[-_a-zA-Z0-9:]{1,100}$/.test(v))
        ? v
        : undefined,
  }),
  lastEmailLoginTime: define({
    ...json,
    fallback: null,
    normalize: nullable((v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined)),
  }),
  socialUsername: define({ ...json, fallback: null, normalize: nullable((v) => text(v)) }),
  smartAccountEnabledNetworks: define<readonly string[]>({
    fallback: [],
    decode: (raw) => (raw === '' ? [] : raw.split(',')),
    encode: (value) => value.join(','),
    normalize: (v) => {
      if (!Array.isArray(v)) return undefined
      const ids = v.filter((id): id is string => typeof id === 'string' && /^[-_a-zA-Z0-9:]{1,100}$/.test(id))
      return ids.length === v.length ? [...new Set(ids)] : undefined
    },
  }),
  activeNetworkId: define({
    ...json,
    fallback: null,
    normalize: nullable((v) => {
      const parts = typeof v === 'string' && v.length <= 128 ? v.split(':') : []
      return parts.length === 2 && isChainNamespace(parts[0]) && /^[-_a-zA-Z0-9]+$/.test(parts[1]!)
        ? (v as PersistedValues['activeNetworkId'])
        : undefined
    }),
  }),
  recentWallets: define({ ...json, fallback: [], normalize: recentWallets }),
  connectionStatus: define({
    ...json,
    fallback: {},
    normalize: (v) =>
      namespaceMap(v, (s) => (STATUSES.includes(s as AccountStatus) ? (s as AccountStatus) : undefined)),
  }),
  connectorIds: define({ ...json, fallback: {}, normalize: (v) => namespaceMap(v, (id) => text(id, 256)) }),
}
