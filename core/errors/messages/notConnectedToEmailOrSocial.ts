/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const notConnectedToEmailOrSocial = 'Not connected to email or social'
