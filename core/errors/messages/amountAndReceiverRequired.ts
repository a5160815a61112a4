/** A transaction message of the error catalogue (core/errors/messages/transactionMessages.ts). */
export const amountAndReceiverRequired = 'An amount and receiver address are required'
