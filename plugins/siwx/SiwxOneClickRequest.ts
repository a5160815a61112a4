/** What WalletConnect's one-click auth (`authenticate`) asks the wallet to sign: the SIWX fields without an account. */
export interface SiwxOneClickRequest {
  readonly domain: string
  readonly uri: string
  readonly statement?: string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}
