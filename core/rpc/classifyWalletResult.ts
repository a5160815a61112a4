export type WalletResultKind = 'transactionHash' | 'signature' | 'object'

const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/
const signaturePattern = /^0x[0-9a-fA-F]{62,}$/

/** 'transactionHash' for 0x plus exactly 64 hex characters, 'signature' for 0x plus 62 or more (other than 64), else 'object'. */
export function classifyWalletResult(result: unknown): WalletResultKind {
  if (typeof result !== 'string') return 'object'
  if (transactionHashPattern.test(result)) return 'transactionHash'
  if (signaturePattern.test(result)) return 'signature'
  return 'object'
}
