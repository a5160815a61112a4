/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const walletReturnedNoTransaction = 'The wallet returned no transaction'
