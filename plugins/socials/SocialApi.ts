import type { Gangway, SocialProvider } from '../../entries/plugin.js'
import type { FarcasterChannel } from './FarcasterChannel.js'

/** The socials plugin's actions (`getPlugin('socials')`, and its views). */
export interface SocialApi {
  /** The providers to show, in order (the `socials` flag; Farcaster's button opens ConnectingFarcaster). */
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
  /** Opens a Sign In With Farcaster channel at the auth service: its link (QR code) is shown until the sign-in ends. */
  farcasterChannel(): Promise<FarcasterChannel>
  /**
   * Waits for the Farcaster app to answer `channel`: the embedded wallet's connector id to connect, its user signed
   * in; 'expired' when the channel ran out. Rejects 'Connection rejected' or 'Failed to connect to farcaster'.
   */
  signInWithFarcaster(channel: FarcasterChannel, signal?: AbortSignal): Promise<string | 'expired'>
  /**
   * Connects the embedded wallet's user once signed in: its eip155 account, and its solana account beside it when a
   * solana network is served (the namespace active before stays active).
   */
  connect(gangway: Pick<Gangway, 'connect' | 'getState'>): Promise<void>
  /** The Farcaster sign-in link shown now, if any (the playground's dev Farcaster app answers it). */
  farcasterLink(): string | undefined
  /** The stored social sign-in (provider, username, Farcaster profile URL) of the connected embedded wallet, if any. */
  signedIn():
    | { readonly provider: SocialProvider; readonly username: string; readonly farcasterUrl?: string }
    | undefined
}
