/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const originNotAllowedByProvider = 'Unauthorized: origin not allowed'
