import type { SocialOptions } from '../../../server/auth/social/SocialOptions.js'

const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** The auth service's social providers on the devnet: every social name a client (its own name) of `idp`. */
export function devSocialProviders(idp: {
  readonly issuer: string
  readonly clientSecret: string
}): SocialOptions {
  return {
    providers: Object.fromEntries(
      SOCIALS.map((name) => [name, { issuer: idp.issuer, clientId: name, clientSecret: idp.clientSecret }]),
    ),
  }
}
