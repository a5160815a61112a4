/** A caip message of the error catalogue (core/errors/messages/caipMessages.ts). */
export const invalidCaipNetworkId = 'Invalid CAIP-2 network id'
