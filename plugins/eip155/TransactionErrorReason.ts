/** Why a transaction failed at the node, as TransactionError reports it. */
export type TransactionErrorReason =
  | 'reverted'
  | 'nonceTooLow'
  | 'nonceTooHigh'
  | 'insufficientFunds'
  | 'feeCapTooLow'
  | 'feeCapTooHigh'
  | 'gasTooLow'
  | 'gasTooHigh'
  | 'unsupportedType'
