/** A siwx message of the error catalogue (core/errors/messages/siwxMessages.ts). */
export const noConnectionControllerClient = 'No ConnectionController client found'
