/** A names message of the error catalogue (core/errors/messages/namesMessages.ts). */
export const namesForAddressFailed = 'Error fetching names for address'
