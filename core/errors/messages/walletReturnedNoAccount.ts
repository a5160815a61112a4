/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const walletReturnedNoAccount = 'The wallet returned no account'
