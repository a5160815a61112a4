// Catalogue of NamesError messages (spec section 8).
export const nameResolveFailed = 'Error resolving name'
export const nameSuggestionsFailed = 'Error fetching name suggestions'
export const namesForAddressFailed = 'Error fetching names for address'
export const nameRegisterFailed = (name: string) => `Error registering name ${name}` as const
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
