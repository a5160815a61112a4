// Catalogue of CaipError messages (spec section 5).
export const invalidCaipNetworkId = 'Invalid CAIP-2 network id'
export const invalidCaipAddress = 'Invalid CAIP-10 address'
