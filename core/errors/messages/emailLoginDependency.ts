/** A frame message of the error catalogue (core/errors/messages/frameMessages.ts). */
export const emailLoginDependency = 'Unable to load email login dependency'
