/** A connection message of the error catalogue (core/errors/messages/connectionMessages.ts). */
export const bip122AddressRequired = 'Address parameter is required for switching bip122 connection'
