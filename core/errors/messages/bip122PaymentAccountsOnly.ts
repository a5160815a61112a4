/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const bip122PaymentAccountsOnly = 'Switching to non-payment accounts is not allowed for bip122'
