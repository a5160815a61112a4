/** Why a payment failed (what `gangway.pay` rejects with), beside the catalogue's messages. */
export const payMessages = {
  insufficientBalance: 'Insufficient balance',
  failedOnChain: 'The payment failed on chain',
  notConfirmed: 'The payment is not confirmed yet',
  wrongAmount: 'The recipient did not receive the exact amount',
  invalidRecipient: 'Invalid recipient address',
  invalidAsset: 'Invalid asset',
  superseded: 'A newer payment request replaced this one',
} as const
