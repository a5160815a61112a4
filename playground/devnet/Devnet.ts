import type { DevAccount } from './DevAccount.js'
import type { DevChain } from './DevChain.js'
import type { DevFarcaster } from './farcaster/DevFarcaster.js'

/** The running local chains, their funded accounts, and how to stop them. */
export interface Devnet {
  readonly chains: readonly DevChain[]
  readonly accounts: readonly DevAccount[]
  /** Farcaster's ID Registry on the first chain and the dev user's fid (absent without chains). */
  readonly farcaster?: DevFarcaster
  stop(): Promise<void>
}
