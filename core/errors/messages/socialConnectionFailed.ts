/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const socialConnectionFailed = 'Failed to initiate social connection'
