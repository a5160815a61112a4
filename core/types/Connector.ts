import type { ChainNamespace } from './ChainNamespace.js'

export type ConnectorType = 'announced' | 'injected' | 'external' | 'multi-chain' | 'WALLET_CONNECT' | 'auth'

/** A way to connect a wallet (spec section 3). `provider` is whatever the chain plugin speaks. */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chain: ChainNamespace
  readonly imageUrl?: string
  readonly imageId?: string
  readonly explorerId?: string
  /** The wallet's reverse-DNS name; connectors of several namespaces giving the same one (and image) are one wallet. */
  readonly info?: { readonly rdns?: string }
  /** The short name of the connector's namespace on the Connect view's badges ('EVM'), for a namespace the UI has no string for. */
  readonly chainLabel?: string
  readonly provider?: unknown
}

export interface Connection {
  readonly connectorId: string
  readonly accounts: readonly { readonly address: string; readonly type?: string }[]
  readonly chainId: number | string
  readonly recent?: boolean
}

/** An entry of the wallet directory. */
export interface WalletEntry {
  readonly id: string
  readonly name: string
  readonly image_id?: string
  readonly rdns?: string | null
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly chains?: readonly string[]
}
