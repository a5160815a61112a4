/** A Sign In With Farcaster channel the widget shows: the Farcaster app's link (QR code), its token and expiry (epoch ms). */
export interface FarcasterChannel {
  readonly url: string
  readonly channelToken: string
  readonly expiresAt: number
}
