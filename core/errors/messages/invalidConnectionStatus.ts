/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const invalidConnectionStatus = 'Invalid connection status'
