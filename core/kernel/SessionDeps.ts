import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { KernelPersistence } from './KernelPersistence.js'

/** What the session needs of the kernel. */
export interface SessionDeps {
  readonly stores: GangwayStores
  readonly events: EventBus
  /** The adapter of a namespace, once its chain plugin is set up; the session knows no namespace without one. */
  readonly chain: (namespace: ChainNamespace) => ChainAdapter | undefined
  readonly persistence: KernelPersistence
  readonly log: Logger
  readonly notify: (message: string, variant: 'error') => void
  readonly balanceCacheMs: number
  readonly balanceRetryBlockMs: number
  /** How long a silent reconnect may wait for a wallet before it counts as failed. */
  readonly reconnectTimeoutMs: number
  /** The wallet is on a network the host did not configure (after a connect or a wallet event). */
  readonly onUnsupportedNetwork?: (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => void
  /** A stored connection was restored silently. */
  readonly onRestored?: (namespace: ChainNamespace) => void
  readonly now?: () => number
}
