/** A transaction message of the error catalogue (core/errors/messages/transactionMessages.ts). */
export const invalidCallsRequest = 'Invalid wallet_sendCalls request'
