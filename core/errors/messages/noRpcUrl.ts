/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const noRpcUrl = 'No RPC url provided for chainId'
