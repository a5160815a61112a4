const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for 32 to 44 base58 characters (no 0, O, I or l), as spec section 5 asks. */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && solanaAddressPattern.test(value)
}
