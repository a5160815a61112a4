/** What a nonce lookup finds: when it expires and whether it was used. */
export interface StoredNonce {
  readonly expiresAt: number
  readonly used: boolean
}
