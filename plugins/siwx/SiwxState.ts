import type { CaipNetworkId, ChainNamespace } from '../../entries/plugin.js'
import type { SiwxSession } from './SiwxSession.js'

/** Where signing in stands for the active account. */
export interface SiwxState {
  readonly phase: 'idle' | 'checking' | 'needed' | 'signing' | 'signed' | 'declined' | 'failed'
  readonly account?: {
    readonly namespace: ChainNamespace
    readonly chainId: CaipNetworkId
    readonly address: string
  }
  readonly session?: SiwxSession
  /** What the view shows after a decline or a refusal. */
  readonly error?: string
}
