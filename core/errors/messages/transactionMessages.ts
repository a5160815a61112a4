// Catalogue of TransactionError messages a request fails with before it reaches the node (spec section 5). One module per message, so that a split bundle keeps each where it is used.
export { amountAndReceiverRequired } from './amountAndReceiverRequired.js'
export { invalidAmount } from './invalidAmount.js'
export { invalidCallsRequest } from './invalidCallsRequest.js'
export { invalidPermissionsRequest } from './invalidPermissionsRequest.js'
export { invalidTransaction } from './invalidTransaction.js'
export { smartSessionsNeedSmartAccount } from './smartSessionsNeedSmartAccount.js'
export { tokenRequired } from './tokenRequired.js'
