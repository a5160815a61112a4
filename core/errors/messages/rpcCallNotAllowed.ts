/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const rpcCallNotAllowed = 'Requested RPC call is not allowed'
