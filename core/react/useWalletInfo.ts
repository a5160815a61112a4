import type { ConnectedWalletInfo } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { useAccount } from './useAccount.js'

/** The connected wallet's name, icon and type for `namespace` (default: the active namespace). */
export function useWalletInfo(namespace?: ChainNamespace): {
  readonly walletInfo: ConnectedWalletInfo | undefined
} {
  return { walletInfo: useAccount(namespace).connectedWalletInfo }
}
