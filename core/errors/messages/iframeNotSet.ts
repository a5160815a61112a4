/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const iframeNotSet = 'iframe is not set'
