import type { SendToken } from './SendToken.js'

/** A transfer to prepare: `amount` in the token's base units, `to` already checked by the namespace's adapter. */
export interface SendDraft {
  readonly from: string
  readonly to: string
  readonly token: SendToken
  readonly amount: bigint
}

/** A prepared transfer: the network fee estimate, what the native balance must keep for it, and the wallet request. */
export interface PreparedSend {
  /** The estimated fee in the native token's base units. */
  readonly fee: bigint
  /** The most the fee can be (what Max leaves for a native send); at least `fee`. */
  readonly reserve: bigint
  readonly request: Readonly<Record<string, unknown>>
}

/** How Send reads a namespace's chain (over its JSON-RPC, no SDK): balances, fees, the request, the confirmation. */
export interface SendChain {
  /** The exact native balance in base units. */
  nativeBalance(address: string, signal?: AbortSignal): Promise<bigint>
  prepare(draft: SendDraft, signal?: AbortSignal): Promise<PreparedSend>
  /** Whether a wallet's answer has the shape of this namespace's transaction hash or signature. */
  isHash(value: unknown): value is string
  /** 'confirmed' or 'failed' once the chain says so; 'pending' when the deadline passed first. */
  confirm(hash: string, signal: AbortSignal): Promise<'confirmed' | 'failed' | 'pending'>
}
