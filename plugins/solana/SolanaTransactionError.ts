import { type GangwayErrorOptions, TransactionError } from '../../entries/plugin.js'

/** Why a Solana transaction failed, when the node's answer says so. */
export type SolanaTransactionErrorReason =
  | 'insufficientFunds'
  | 'rentExemption'
  | 'blockhashExpired'
  | 'alreadyProcessed'
  | 'failed'

/** A transaction the node refused or that failed on chain (core TransactionError family); `logs` are the program logs of the simulation. */
export class SolanaTransactionError extends TransactionError<SolanaTransactionErrorReason> {
  override readonly name = 'SolanaTransactionError'
  readonly logs: readonly string[]

  constructor(
    reason: SolanaTransactionErrorReason,
    shortMessage: string,
    options: GangwayErrorOptions & { readonly logs?: readonly string[] } = {},
  ) {
    const { logs, ...rest } = options
    super(shortMessage, { ...rest, reason })
    this.logs = logs ?? []
  }
}
