/** Wallet directory list sizes and timing (spec section 9). */
export const walletList = {
  recommended: 4,
  pageSize: 40,
  searchSize: 100,
  prefetchImages: 20,
  searchWaitMs: 300,
} as const
