/** A config message of the error catalogue (core/errors/messages/configMessages.ts). */
export const namespaceNotConfigured = 'Namespace is not configured'
