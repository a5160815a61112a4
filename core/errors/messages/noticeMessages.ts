// Catalogue of the notices the UI shows for a failure (spec section 8 toasts and limits). One module per message, so that a split bundle keeps each where it is used.

export { actionNotAllowed } from './actionNotAllowed.js'
export { authenticating } from './authenticating.js'
export { retryAfter } from './retryAfter.js'
export { signatureDeclined } from './signatureDeclined.js'
export { smartAccountsUnsupported } from './smartAccountsUnsupported.js'
export { transactionsFetchFailed } from './transactionsFetchFailed.js'
