/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const invalidConfiguration = 'Invalid configuration'
