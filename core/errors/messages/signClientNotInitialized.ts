/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const signClientNotInitialized = 'Sign Client not initialized'
