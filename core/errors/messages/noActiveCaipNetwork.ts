/** A siwx message of the error catalogue (core/errors/messages/siwxMessages.ts). */
export const noActiveCaipNetwork = 'No ActiveCaipNetwork or client found'
