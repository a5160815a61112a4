/** A siwx message of the error catalogue (core/errors/messages/siwxMessages.ts). */
export const authenticationInitFailed = 'A problem occurred while trying initialize authentication'
