// Catalogue of the notices the UI shows for a failure (spec section 8 toasts and limits).
export const retryAfter = (seconds: number) => `Please try again after ${seconds} seconds` as const
export const transactionsFetchFailed = 'Failed to fetch transactions'
export const signatureDeclined = 'Signature declined'
export const smartAccountsUnsupported = 'This application might not support Smart Accounts'
export const authenticating = 'Authenticating...'
export const actionNotAllowed = 'Action not allowed'
