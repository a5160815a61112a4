/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const farcasterConnectionFailed = 'Failed to connect to farcaster'
