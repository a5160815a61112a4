/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const walletReturnedNoSignature = 'The wallet returned no signature'
