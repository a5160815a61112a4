/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const failedToConnect = 'Failed to connect'
