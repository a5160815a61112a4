/** A transaction message of the error catalogue (core/errors/messages/transactionMessages.ts). */
export const invalidTransaction = 'Invalid transaction'
