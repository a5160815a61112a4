/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const somethingWentWrong = 'Something went wrong'
