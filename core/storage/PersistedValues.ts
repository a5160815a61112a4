import type { AccountStatus } from '../types/Account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { WalletEntry } from '../types/Connector.js'

/** Every value Gangway keeps between visits (spec section 3), by key. */
export interface PersistedValues {
  readonly emailLoginUsed: boolean
  readonly email: string | null
  /** Chain id (or CAIP-2 id) the embedded wallet used last. */
  readonly lastUsedChain: number | string
  /** Epoch milliseconds of the last e-mail login request. */
  readonly lastEmailLoginTime: number | null
  readonly socialUsername: string | null
  /** Networks with smart accounts enabled; stored comma-joined. */
  readonly smartAccountEnabledNetworks: readonly string[]
  readonly activeNetworkId: CaipNetworkId | null
  /** Newest first, at most 2, unique by id. */
  readonly recentWallets: readonly WalletEntry[]
  readonly connectionStatus: Readonly<Partial<Record<ChainNamespace, AccountStatus>>>
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
}

export type PersistedKey = keyof PersistedValues

/** Typed access to the persisted values; never throws, whatever the storage holds or does. */
export interface Persistence {
  /** The stored value, or the key's default when absent, corrupt or unreadable. */
  get<K extends PersistedKey>(key: K): PersistedValues[K]
  /** Stores a value (normalised); false when the value is invalid and was ignored. */
  set<K extends PersistedKey>(key: K, value: PersistedValues[K]): boolean
  remove(key: PersistedKey): void
}

/** The subset of the Web Storage API persistence needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
