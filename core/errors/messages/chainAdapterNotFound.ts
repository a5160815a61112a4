/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const chainAdapterNotFound = 'Chain adapter not found'
