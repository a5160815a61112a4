import type { Gangway } from '../../entries/plugin.js'
import type { FrameUser } from './protocol/FrameUser.js'

/**
 * What `getPlugin('email')` gives other plugins (socials): the embedded wallet's social sign-in through the secure
 * frame, ending connected as the 'ID_AUTH' connector's user.
 */
export interface EmbeddedWalletApi {
  readonly connectorId: string
  /**
   * Connects the signed-in user: the eip155 account, and the solana one beside it when a solana network is served;
   * the namespace active before stays active.
   */
  connectAccounts(gangway: Pick<Gangway, 'connect' | 'getState'>): Promise<void>
  /** The provider's sign-in URL for `provider`, coming back to `returnUrl` with result_uri. */
  socialRedirectUri(provider: string, returnUrl: string): Promise<string>
  /** Completes the sign-in from its result_uri: the signed-in user (with userName). */
  connectSocial(resultUri: string): Promise<FrameUser>
  /** Opens a Sign In With Farcaster channel: the link for the Farcaster app (QR code), its token and expiry (ms). */
  farcasterUri(): Promise<{ readonly url: string; readonly channelToken: string; readonly expiresAt: number }>
  /** Waits a while on the channel: still pending, rejected, expired, or the signed-in user (with userName, farcasterUrl). */
  connectFarcaster(
    channelToken: string,
    signal?: AbortSignal,
  ): Promise<
    | { readonly state: 'pending' | 'rejected' | 'expired' }
    | { readonly state: 'completed'; readonly user: FrameUser }
  >
}
