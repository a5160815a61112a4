import type { AccountState } from '../types/Account.js'
import type { AccountStoreState } from './createAccountStore.js'
import type { NetworkState } from './createNetworkStore.js'

interface Readable<S> {
  getState(): S
}

/** The account of the active namespace; undefined when no namespace is active or nobody connected in it. */
export function activeAccount(stores: {
  readonly networks: Readable<Pick<NetworkState, 'activeNamespace'>>
  readonly accounts: Readable<AccountStoreState>
}): AccountState | undefined {
  const namespace = stores.networks.getState().activeNamespace
  return namespace ? stores.accounts.getState().byNamespace[namespace] : undefined
}
