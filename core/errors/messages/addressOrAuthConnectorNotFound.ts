/** A names message of the error catalogue (core/errors/messages/namesMessages.ts). */
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
