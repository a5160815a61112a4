import type { Features } from '../../../core/index.js'
import type { WalletEntry } from '../../../entries/plugin.js'
import type { DevChain } from '../DevChain.js'
import type { DevIdentity } from './DevIdentity.js'

/** The mutable state the dev service routes answer from. */
export interface DevServicesState {
  readonly wallets: readonly WalletEntry[]
  readonly chains: readonly DevChain[]
  readonly identities: Map<string, DevIdentity>
  readonly prices: Readonly<Record<string, number>>
  remoteFeatures: Partial<Features> | null
  allowedOrigins: readonly string[]
  analyticsEnabled: boolean
}
