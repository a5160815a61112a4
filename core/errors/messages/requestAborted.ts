/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const requestAborted = 'Request was aborted'
