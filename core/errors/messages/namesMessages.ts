// Catalogue of NamesError messages (spec section 8). One module per message, so that a split bundle keeps each where it is used.

export { addressOrAuthConnectorNotFound } from './addressOrAuthConnectorNotFound.js'
export { nameRegisterFailed } from './nameRegisterFailed.js'
export { nameResolveFailed } from './nameResolveFailed.js'
export { nameSuggestionsFailed } from './nameSuggestionsFailed.js'
export { namesForAddressFailed } from './namesForAddressFailed.js'
