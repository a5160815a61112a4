// Catalogue of SiwxError messages (spec section 8).
export const authenticationInitFailed = 'A problem occurred while trying initialize authentication'
export const siwxNotEnabled = 'SIWX is not enabled'
export const noActiveCaipAddress = 'No ActiveCaipAddress found'
export const noActiveCaipNetwork = 'No ActiveCaipNetwork or client found'
export const noConnectionControllerClient = 'No ConnectionController client found'
