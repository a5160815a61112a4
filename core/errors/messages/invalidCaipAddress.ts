/** A caip message of the error catalogue (core/errors/messages/caipMessages.ts). */
export const invalidCaipAddress = 'Invalid CAIP-10 address'
