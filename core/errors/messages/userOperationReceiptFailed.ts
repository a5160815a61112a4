/** A chain message of the error catalogue (core/errors/messages/chainMessages.ts). */
export const userOperationReceiptFailed = 'Failed to fetch user operation receipt with status'
