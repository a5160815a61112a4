import {
  TransactionError as CoreTransactionError,
  type GangwayErrorOptions,
  transactionNodeMessages,
} from '../../entries/plugin.js'
import type { TransactionErrorReason } from './TransactionErrorReason.js'

/** A transaction the node refused (core TransactionError family): `reason` says why, `message` says it to the visitor. */
export class TransactionError extends CoreTransactionError<TransactionErrorReason> {
  override readonly name = 'TransactionError' as const

  constructor(reason: TransactionErrorReason, options: GangwayErrorOptions = {}) {
    super(transactionNodeMessages[reason], { ...options, reason })
  }
}
