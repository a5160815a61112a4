/** A names message of the error catalogue (core/errors/messages/namesMessages.ts). */
export const nameSuggestionsFailed = 'Error fetching name suggestions'
