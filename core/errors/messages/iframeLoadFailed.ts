/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const iframeLoadFailed = 'iframe_load_failed'
