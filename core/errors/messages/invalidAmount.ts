/** A transaction message of the error catalogue (core/errors/messages/transactionMessages.ts). */
export const invalidAmount = 'Invalid amount'
