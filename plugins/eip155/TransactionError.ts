import { TransactionError as CoreTransactionError, type GangwayErrorOptions } from '../../entries/plugin.js'
import type { TransactionErrorReason } from './TransactionErrorReason.js'

const messages: Readonly<Record<TransactionErrorReason, string>> = {
  reverted: 'The transaction was reverted by the contract.',
  nonceTooLow: 'The transaction nonce was already used. Refresh and try again.',
  nonceTooHigh: 'The transaction nonce is higher than the next one expected.',
  insufficientFunds: 'Insufficient funds to pay for the transaction amount and gas.',
  feeCapTooLow: 'The maximum fee is lower than the network base fee.',
  feeCapTooHigh: 'The maximum fee is higher than allowed.',
  gasTooLow: 'The gas limit is too low for this transaction.',
  gasTooHigh: 'The gas limit is higher than the block allows.',
  unsupportedType: 'The network does not support this transaction type.',
}

/** A transaction the node refused (core TransactionError family): `reason` says why, `message` says it to the visitor. */
export class TransactionError extends CoreTransactionError<TransactionErrorReason> {
  override readonly name = 'TransactionError' as const

  constructor(reason: TransactionErrorReason, options: GangwayErrorOptions = {}) {
    super(messages[reason], { ...options, reason })
  }
}
