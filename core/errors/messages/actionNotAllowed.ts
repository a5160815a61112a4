/** A notice message of the error catalogue (core/errors/messages/noticeMessages.ts). */
export const actionNotAllowed = 'Action not allowed'
