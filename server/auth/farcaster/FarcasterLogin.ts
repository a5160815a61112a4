import type { AuthSession } from '../AuthSession.js'

/** What a status request answers: still waiting, given up by the Farcaster app or expired, else signed in. */
export type FarcasterStatus =
  | { readonly state: 'pending' | 'rejected' | 'expired' }
  | (AuthSession & {
      readonly state: 'completed'
      readonly token: string
      readonly fid: number
      readonly userName: string
      readonly farcasterUrl: string | null
    })

/**
 * Sign In With Farcaster: the auth service is both the relay (a channel the widget polls and the Farcaster app
 * completes) and the app that verifies the SIWF message against the ID Registry.
 */
export interface FarcasterLogin {
  /** Opens a channel for the frame on `deviceId`, for the page at `origin` (one of the project's origins). */
  channel(input: {
    projectId: string
    allowedOrigins: readonly string[]
    deviceId: unknown
    origin: unknown
  }): Promise<{
    channelToken: string
    url: string
    nonce: string
    domain: string
    siweUri: string
    expiresAt: number
  }>
  /** Waits a while for the channel to change (only on the device that opened it); a completed one signs in once. */
  status(input: {
    projectId: string
    deviceId: unknown
    channelToken: unknown
    signal?: AbortSignal
  }): Promise<FarcasterStatus>
  /** The Farcaster app's answer: the SIWF message signed by the custody key of `fid`, verified here. */
  authenticate(projectId: string, body: Record<string, unknown>): Promise<{ state: 'completed' }>
  /** The Farcaster app declines the sign-in. */
  reject(projectId: string, body: Record<string, unknown>): Promise<{ state: 'rejected' }>
}
