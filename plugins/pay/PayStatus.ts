/** Where a payment is: the form, the wallet's prompt, the chain's confirmation, or its end. */
export type PayStatus = 'ready' | 'wallet' | 'confirming' | 'paid' | 'failed'
