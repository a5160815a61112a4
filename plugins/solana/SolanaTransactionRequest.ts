/** The preflight commitments spec section 5 allows; the deprecated names map to processed, confirmed or finalized. */
export type SolanaCommitment =
  | 'processed'
  | 'confirmed'
  | 'finalized'
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max'

/** How a transaction is sent: preflight simulation against `preflightCommitment` (default confirmed) unless skipped. */
export interface SolanaSendOptions {
  readonly preflightCommitment?: SolanaCommitment
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

/**
 * What gangway.sendTransaction(request, 'solana') takes: SOL (`to`, `value` in lamports), an SPL token (`token` is
 * the mint, `amount` in base units), or a prepared @solana/web3.js Transaction / VersionedTransaction.
 */
export type SolanaTransactionRequest = SolanaSendOptions &
  (
    | { readonly to: string; readonly value: bigint | number | string }
    | {
        readonly to: string
        readonly token: string
        readonly amount: bigint | number | string
        readonly decimals?: number
      }
    | { readonly transaction: unknown }
  )
