// Catalogue of CaipError messages (spec section 5). One module per message, so that a split bundle keeps each where it is used.

export { invalidCaipAddress } from './invalidCaipAddress.js'
export { invalidCaipNetworkId } from './invalidCaipNetworkId.js'
