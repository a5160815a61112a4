/** A notice message of the error catalogue (core/errors/messages/noticeMessages.ts). */
export const transactionsFetchFailed = 'Failed to fetch transactions'
