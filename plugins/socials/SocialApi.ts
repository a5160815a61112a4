import type { SocialProvider } from '../../entries/plugin.js'

/** The socials plugin's actions (`getPlugin('socials')`, and its views). */
export interface SocialApi {
  /** The providers to show, in order (the `socials` flag; Farcaster left out: it has its own flow). */
  providers(): readonly SocialProvider[]
  /**
   * Signs in through `provider` in a 600×800 popup (the redirect flow when no popup opens): the embedded wallet's
   * connector id to connect, its user signed in.
   */
  signInWithPopup(provider: SocialProvider, signal?: AbortSignal): Promise<string>
  /** After the redirect flow came back with result_uri: signs in from it (the connector id), else undefined. */
  finishRedirect(): Promise<string | undefined>
  /** Whether the page came back from the redirect flow with a result_uri not yet signed in from. */
  hasRedirect(): boolean
  /** The stored social sign-in (provider and username) of the connected embedded wallet, if any. */
  signedIn(): { readonly provider: SocialProvider; readonly username: string } | undefined
}
