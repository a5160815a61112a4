/** Wallet requests that need the visitor's explicit approval in the modal (spec section 5). */
export const unsafeWalletMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type UnsafeWalletMethod = (typeof unsafeWalletMethods)[number]
