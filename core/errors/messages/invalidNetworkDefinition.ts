/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const invalidNetworkDefinition = 'Invalid network definition'
