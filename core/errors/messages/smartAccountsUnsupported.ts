/** A notice message of the error catalogue (core/errors/messages/noticeMessages.ts). */
export const smartAccountsUnsupported = 'This application might not support Smart Accounts'
