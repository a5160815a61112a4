import type { FrameClient } from './FrameClient.js'
import type { FrameUser } from './protocol/FrameUser.js'
import type { RequestGate } from './RequestGate.js'

/** What the email plugin offers its own views. */
export interface EmailApi {
  /** Starts a login; rejects with 'Please try again after N seconds' inside the 30 s cooldown. */
  connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'>
  /** Waits for the device's approval; the code is mailed then. */
  connectDevice(signal?: AbortSignal): Promise<void>
  /** Checks the code: signed in (the keys opened in the frame). */
  verifyOtp(otp: string): Promise<FrameUser>
  /** The signed-in user (asked of the frame when this page has not seen the login: a live session). */
  signedInUser(): Promise<FrameUser>
  /** The eip155 connector of the embedded wallet, to connect once signed in. */
  readonly connectorId: string
  /** Seconds until a new login mail may be asked (0: now). */
  cooldownSeconds(): number
  /** The secure frame (created on first use). */
  frame(): FrameClient
  /** The wallet's requests: the one waiting for approval, cancel, its end. */
  readonly approval: RequestGate
}
