/** The devnet's OpenID Connect provider: one confidential client per social name. */
export interface IdentityProvider {
  /** The issuer, e.g. 'http://127.0.0.1:41235/google' (each social name is its own issuer). */
  issuerOf(social: string): string
  /** The client secret of every client. */
  readonly clientSecret: string
  readonly url: string
  stop(): Promise<void>
}
