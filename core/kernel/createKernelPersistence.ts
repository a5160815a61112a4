import { RECENT_WALLETS_LIMIT } from '../config/defaults.js'
import { createPersistence } from '../storage/createPersistence.js'
import type { StorageLike } from '../storage/PersistedValues.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { KernelPersistence } from './KernelPersistence.js'

/** The kernel's view of the persisted values: connections in order of use, network, recent wallets. */
export function createKernelPersistence(storage?: StorageLike): KernelPersistence {
  const store = createPersistence(storage)
  const without = <T extends object>(record: T, key: ChainNamespace) => {
    const { [key]: _dropped, ...rest } = record as Record<string, unknown>
    return rest as T
  }
  return {
    connections() {
      const ids = store.get('connectorIds')
      const status = store.get('connectionStatus')
      return (Object.entries(ids) as [ChainNamespace, string][])
        .filter(([namespace]) => status[namespace] === 'connected')
        .map(([namespace, connectorId], index) => ({ namespace, connectorId, at: index }))
    },
    saveConnection(namespace, connectorId) {
      store.set('connectorIds', {
        ...without(store.get('connectorIds'), namespace),
        [namespace]: connectorId,
      })
      store.set('connectionStatus', { ...store.get('connectionStatus'), [namespace]: 'connected' })
    },
    clearConnection(namespace) {
      store.set('connectorIds', without(store.get('connectorIds'), namespace))
      store.set('connectionStatus', without(store.get('connectionStatus'), namespace))
    },
    activeNetwork: () => store.get('activeNetworkId') ?? undefined,
    saveActiveNetwork: (caipNetworkId) => void store.set('activeNetworkId', caipNetworkId),
    recentWallets: () => store.get('recentWallets'),
    addRecentWallet(wallet) {
      const stored = store.get('recentWallets')
      const previous = stored.find((item) => item.id === wallet.id)
      const known = Object.fromEntries(Object.entries(wallet).filter(([, value]) => value != null))
      const merged = { ...previous, ...known } as typeof wallet
      const recent = [merged, ...stored.filter((item) => item.id !== wallet.id)].slice(
        0,
        RECENT_WALLETS_LIMIT,
      )
      store.set('recentWallets', recent)
      return recent
    },
    clearLoginData() {
      for (const key of ['email', 'emailLoginUsed', 'lastEmailLoginTime', 'socialUsername'] as const)
        store.remove(key)
    },
  }
}
