import type { GangwayError } from '../errors/GangwayError.js'
import type { TokenBalance } from '../types/Account.js'
import type { Alert } from '../types/Alert.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Features } from '../types/Features.js'
import type { PayRequest } from '../types/PayRequest.js'
import type { ViewId } from '../types/ViewRegistry.js'

/** Events and their payloads. Plugins add their own by declaration merging. */
export interface EventRegistry {
  MODAL_OPEN: { readonly view: ViewId; readonly connected: boolean }
  MODAL_CLOSE: { readonly connected: boolean }
  VIEW_CHANGE: { readonly view: ViewId; readonly previous: ViewId | undefined }
  CONNECT_SUCCESS: {
    readonly namespace: ChainNamespace
    readonly address: string
    readonly connector: string | undefined
  }
  CONNECT_ERROR: { readonly namespace: ChainNamespace | undefined; readonly message: string }
  DISCONNECT_SUCCESS: { readonly namespace: ChainNamespace | 'all' }
  DISCONNECT_ERROR: { readonly message: string }
  SWITCH_NETWORK: { readonly caipNetworkId: CaipNetworkId; readonly namespace: ChainNamespace }
  FEATURES_CHANGED: { readonly features: Features }
  PLUGIN_LOADED: { readonly name: string }
  PLUGIN_UNLOADED: { readonly name: string }
  PLUGIN_ERROR: { readonly plugin: string; readonly hook: string; readonly error: GangwayError }
  CONFIG_ALERT: Alert
  CONFIG_WARNING: { readonly message: string; readonly details?: unknown }
  /** A transaction the widget sent (Send, Swap...) was accepted by the wallet; balances and activity refresh. */
  TRANSACTION_SENT: {
    readonly namespace: ChainNamespace
    readonly caipNetworkId: CaipNetworkId
    readonly hash: string
    readonly from: string
  }
  /** A transaction the widget sent is final on chain ('confirmed', or 'failed': reverted, its fee paid): balances and activity refresh again, now that the chain shows it. */
  TRANSACTION_SETTLED: {
    readonly namespace: ChainNamespace
    readonly caipNetworkId: CaipNetworkId
    readonly hash: string
    readonly from: string
    readonly outcome: 'confirmed' | 'failed'
  }
  /** `gangway.pay` opened the Pay view for this request. */
  PAY_STARTED: { readonly request: PayRequest }
  /** The payment is confirmed on chain and the recipient got exactly the amount. */
  PAY_SUCCESS: { readonly request: PayRequest; readonly hash: string }
  /** The payment ended without success: `message` is the error `gangway.pay` rejects with. */
  PAY_FAILURE: { readonly request: PayRequest; readonly message: string; readonly hash?: string }
  /** The portfolio (core/portfolio) loaded, or failed to load, an account's tokens: the kernel writes them to its tokenBalance and shows 'Token Balance Unavailable' on a failure. */
  TOKEN_BALANCE: {
    readonly namespace: ChainNamespace
    readonly address: string
    readonly caipNetworkId: CaipNetworkId
    readonly tokens: readonly TokenBalance[]
    readonly failed: boolean
  }
}

export type EventName = keyof EventRegistry & string
