/** A names message of the error catalogue (core/errors/messages/namesMessages.ts). */
export const nameResolveFailed = 'Error resolving name'
