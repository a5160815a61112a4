import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

export interface AccountStoreState {
  readonly byNamespace: Readonly<Partial<Record<ChainNamespace, AccountState>>>
}

export type AccountStore = StoreApi<AccountStoreState>

/** The account state of a namespace nobody has connected yet. */
export const emptyAccountState: AccountState = {
  status: 'disconnected',
  allAccounts: [],
  addressLabels: {},
  tokenBalance: [],
}

/** Per-namespace account state (spec section 3). */
export function createAccountStore(): AccountStore {
  return createStore<AccountStoreState>()(() => ({ byNamespace: {} }))
}
