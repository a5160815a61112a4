/** A siwx message of the error catalogue (core/errors/messages/siwxMessages.ts). */
export const siwxNotEnabled = 'SIWX is not enabled'
