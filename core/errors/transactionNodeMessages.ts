/** What an EVM node (or an ERC-4337 bundler simulating a user operation) refused a transaction for (spec section 8). */
export type TransactionNodeReason =
  | 'reverted'
  | 'nonceTooLow'
  | 'nonceTooHigh'
  | 'insufficientFunds'
  | 'feeCapTooLow'
  | 'feeCapTooHigh'
  | 'gasTooLow'
  | 'gasTooHigh'
  | 'unsupportedType'

/** The visitor's words for each TransactionNodeReason: a TransactionError's message. */
export const transactionNodeMessages: Readonly<Record<TransactionNodeReason, string>> = {
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
