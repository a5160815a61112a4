/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const jsonRpcProviderNotFound = 'JSON-RPC provider not found'
