import { useMemo } from 'react'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { AccountState } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { useGangwayStore } from './useGangwayStore.js'

export interface UseAccountResult extends AccountState {
  readonly namespace: ChainNamespace | undefined
  readonly isConnected: boolean
  readonly isConnecting: boolean
  readonly isDisconnected: boolean
}

/** The account state of `namespace`, or of the active namespace when omitted. */
export function useAccount(namespace?: ChainNamespace): UseAccountResult {
  const active = useGangwayStore('networks', (state) => state.activeNamespace)
  const target = namespace ?? active
  const account = useGangwayStore(
    'accounts',
    (state) => (target && state.byNamespace[target]) || emptyAccountState,
  )
  return useMemo(
    () => ({
      ...account,
      namespace: target,
      isConnected: account.status === 'connected',
      isConnecting: account.status === 'connecting',
      isDisconnected: account.status === 'disconnected',
    }),
    [account, target],
  )
}
