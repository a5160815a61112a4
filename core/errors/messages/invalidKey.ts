/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const invalidKey = 'Unauthorized: invalid key'
