import type { SessionTypes } from '@walletconnect/types'

/** A mobile wallet stand-in: a real WalletConnect sign client that pairs by URI and signs with a dev key. */
export interface PairingWallet {
  readonly address: `0x${string}`
  /** Its Solana account (base58), when it was given solana chains. */
  readonly solanaAddress?: string
  /** Pairs with a dapp's URI and answers its session proposal (approve or reject, per `decide`). */
  pair(uri: string): Promise<{ readonly approved: boolean; readonly topic?: string }>
  sessions(): readonly SessionTypes.Struct[]
  /** Ends every session from the wallet side (the dapp gets session_delete). */
  deleteSessions(): Promise<void>
  /** Changes the namespaces of every session (a session_update the dapp acknowledged). */
  updateNamespaces(change: (namespaces: SessionTypes.Namespaces) => SessionTypes.Namespaces): Promise<void>
  /** Announces a chain change of the session to the dapp. */
  emitChainChanged(chainId: number): Promise<void>
  /** True when `signature` is this wallet's personal_sign of `message`. */
  verifies(message: string, signature: `0x${string}`): Promise<boolean>
  /** Session proposals the wallet received. */
  readonly proposals: number
  /** One-click auth requests (wc_sessionAuthenticate) the wallet answered. */
  readonly authentications: number
  /** Every session request the wallet answered, oldest first. */
  readonly requests: readonly {
    readonly method: string
    readonly chainId: string
    readonly params: unknown
  }[]
  /** Requests waiting for a decision (with manualApproval). */
  pending(): readonly { readonly id: string; readonly method: string; readonly params: unknown }[]
  /** Approves or rejects a waiting request; false when none has that id. */
  resolve(id: string, approved: boolean): boolean
  close(): Promise<void>
}
