// Catalogue of SiwxError messages (spec section 8). One module per message, so that a split bundle keeps each where it is used.
export { authenticationInitFailed } from './authenticationInitFailed.js'
export { noActiveCaipAddress } from './noActiveCaipAddress.js'
export { noActiveCaipNetwork } from './noActiveCaipNetwork.js'
export { noConnectionControllerClient } from './noConnectionControllerClient.js'
export { siwxNotEnabled } from './siwxNotEnabled.js'
