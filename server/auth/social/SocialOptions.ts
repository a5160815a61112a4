/** One social name's OpenID Connect client at its provider. */
export interface SocialProviderOptions {
  /** The provider's issuer: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

/** Social login of the auth service (AuthOptions.social): the providers this server signs in through. */
export interface SocialOptions {
  /** By social name (google, github, apple, facebook, x, discord); the names absent are refused. */
  readonly providers: Readonly<Record<string, SocialProviderOptions>>
  /** How long a started sign-in may take at the provider (default 600,000 ms). */
  readonly loginTtlMs?: number
}
