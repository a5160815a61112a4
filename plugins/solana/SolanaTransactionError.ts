import { GangwayError, type GangwayErrorOptions } from '../../entries/plugin.js'

/** Why a Solana transaction failed, when the node's answer says so. */
export type SolanaTransactionErrorReason =
  | 'insufficientFunds'
  | 'rentExemption'
  | 'blockhashExpired'
  | 'alreadyProcessed'
  | 'failed'

/** A transaction the node refused or that failed on chain; `logs` are the program logs of the simulation. */
export class SolanaTransactionError extends GangwayError {
  override readonly name = 'SolanaTransactionError'
  readonly reason: SolanaTransactionErrorReason
  readonly logs: readonly string[]

  constructor(
    reason: SolanaTransactionErrorReason,
    shortMessage: string,
    options: GangwayErrorOptions & { readonly logs?: readonly string[] } = {},
  ) {
    super(shortMessage, options)
    this.reason = reason
    this.logs = options.logs ?? []
  }
}
