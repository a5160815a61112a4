// Catalogue of TransactionError messages a request fails with before it reaches the node (spec section 5).
export const amountAndReceiverRequired = 'An amount and receiver address are required'
export const tokenRequired = 'A token is required'
export const invalidAmount = 'Invalid amount'
export const invalidTransaction = 'Invalid transaction'
export const invalidCallsRequest = 'Invalid wallet_sendCalls request'
