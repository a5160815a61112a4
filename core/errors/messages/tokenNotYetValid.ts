/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const tokenNotYetValid = 'JWT validation error: JWT Token is not yet valid'
