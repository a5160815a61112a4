/** The fields of a Sign In With Solana request (Wallet Standard's SolanaSignInInput); the wallet writes the text. */
export interface SolanaSignInInput {
  readonly domain?: string
  readonly address?: string
  readonly statement?: string
  readonly uri?: string
  readonly version?: string
  readonly chainId?: string
  readonly nonce?: string
  readonly issuedAt?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

/** What solana:signIn gave: the account that signed, the UTF-8 text it signed and the base58 ed25519 signature. */
export interface SolanaSignInOutput {
  readonly address: string
  readonly message: string
  readonly signature: string
}
