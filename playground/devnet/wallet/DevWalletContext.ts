import type { PrivateKeyAccount } from 'viem/accounts'
import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletState } from './DevWalletState.js'

/** What the dev wallet's request handlers share: its state, accounts, approvals and chains. */
export interface DevWalletContext {
  readonly state: DevWalletState
  addresses(): `0x${string}`[]
  accountFor(address: unknown): PrivateKeyAccount
  setAuthorised(authorised: boolean): void
  confirm(method: string, params: unknown): Promise<void>
  serialised<T>(task: () => Promise<T>): Promise<T>
  knownChains(): DevWalletChain[]
  currentChain(): DevWalletChain
}
