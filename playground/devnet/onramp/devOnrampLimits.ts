/** The dev provider's limits per payment method (the spec's fallback limits), the same for USD and EUR. */
export const devOnrampLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
