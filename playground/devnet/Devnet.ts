import type { DevAccount } from './DevAccount.js'
import type { DevChain } from './DevChain.js'

/** The running local chains, their funded accounts, and how to stop them. */
export interface Devnet {
  readonly chains: readonly DevChain[]
  readonly accounts: readonly DevAccount[]
  stop(): Promise<void>
}
