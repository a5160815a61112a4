/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const iframeRequestTimeout = 'iframe_request_timeout'
