/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const signingNeedsProvider = 'Signing needs a provider'
