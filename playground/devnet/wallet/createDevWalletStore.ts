import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletState } from './DevWalletState.js'
import type { DevWalletStorage } from './DevWalletStorage.js'

interface DevWalletStoreOptions {
  readonly storage: DevWalletStorage | undefined
  readonly storageKey: string
  readonly builtInChains: readonly DevWalletChain[]
  readonly accounts: readonly unknown[]
  readonly onSave: () => void
}

/** Loads the dev wallet state from storage (falling back to defaults) and saves it back on demand. */
export function createDevWalletStore(options: DevWalletStoreOptions): {
  readonly state: DevWalletState
  save(): void
} {
  const { storage, storageKey, builtInChains, accounts } = options
  const state = load()

  function load(): DevWalletState {
    const fallback: DevWalletState = {
      authorised: false,
      chainId: builtInChains[0]!.chainId,
      accountIndex: 0,
      addedChains: [],
    }
    try {
      const raw = storage?.getItem(storageKey)
      if (!raw) return fallback
      const stored = JSON.parse(raw) as Partial<DevWalletState>
      const addedChains = Array.isArray(stored.addedChains) ? stored.addedChains : []
      const chainIds = [...builtInChains, ...addedChains].map((chain) => chain.chainId)
      return {
        authorised: stored.authorised === true,
        chainId:
          typeof stored.chainId === 'number' && chainIds.includes(stored.chainId)
            ? stored.chainId
            : fallback.chainId,
        accountIndex:
          typeof stored.accountIndex === 'number' && accounts[stored.accountIndex] ? stored.accountIndex : 0,
        addedChains,
      }
    } catch {
      return fallback
    }
  }

  return {
    state,
    save() {
      storage?.setItem(storageKey, JSON.stringify(state))
      options.onSave()
    },
  }
}
