import { GangwayError } from '../../entries/plugin.js'

/**
 * A failed social sign-in, with the connection catalogue's messages, named 'ConnectionError'. Its own class, as
 * the email plugin's EmbeddedWalletError: core's would pull its module into the page-start chunk under esbuild.
 */
export class SocialLoginError extends GangwayError<
  | 'Popup closed'
  | 'Failed to initiate social connection'
  | 'Failed to connect to farcaster'
  | 'Connection rejected'
> {
  override name = 'ConnectionError' as const
}
