/** A transaction message of the error catalogue (core/errors/messages/transactionMessages.ts). */
export const tokenRequired = 'A token is required'
