/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const parentNotSet = 'parent is not set'
