/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const gasPriceNetworkNotSupported = 'Network not supported for Gas Price'
