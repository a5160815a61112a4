/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const networkRequired = 'At least one network is required'
