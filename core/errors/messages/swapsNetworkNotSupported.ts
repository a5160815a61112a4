/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const swapsNetworkNotSupported = 'Network not supported for Swaps'
