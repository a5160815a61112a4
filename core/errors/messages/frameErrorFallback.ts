/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const frameErrorFallback = 'An error occurred'
